/**
 * The shopper's cart put aside (closed = 2) while an order is reopened for changes (shopping §7
 * Orders): checkout and order cancelling both bring it back, so it lives here, not in a route.
 */
import type { Database } from '../database.ts';
import type { ComputedCart } from './cart.ts';

/** A cart put aside when an order was reopened comes back once the order is sent or left. */
export function restoreParkedCart(db: Database, userId: number, computed?: ComputedCart): void {
  const parked = db.one<{ cart_id: number }>(
    'SELECT cart_id FROM carts WHERE user_id = ? AND closed = 2 ORDER BY cart_id DESC',
    userId,
  );
  if (parked) {
    db.run('UPDATE carts SET closed = 0 WHERE cart_id = ?', parked.cart_id);
    return;
  }
  if (computed?.address) {
    db.run(
      'INSERT INTO carts (user_id, status_id, delivery_service_id, address_id, address_auto, warehouse_id, store_id) VALUES (?, 1, ?, ?, 0, ?, ?)',
      userId,
      computed.serviceId,
      computed.address.address_id,
      computed.warehouseId,
      computed.address.store_id,
    );
  }
}
