/**
 * A guest's cart (spec: shopping §4 "these checks are skipped when an anonymous cart is
 * configured"): a guest session that adds gets a cart of its own, kept on the session, and the
 * login of that session takes its lines into the shopper's cart — nothing the guest chose is lost.
 *
 * The cart belongs to a placeholder user (status 'guest', no password, never listed): every cart
 * rule, price and answer then works as for a shopper's cart, and the answer still says user -1
 * (renderCart) so the storefront knows nobody is logged in.
 */
import type { Database } from '../database.ts';
import type { Session } from '../http/session.ts';
import { saveSessionData } from '../http/session.ts';
import type { Shop } from '../shop.ts';
import { type CartRow, cartItems } from './cart.ts';
import { shopDate } from './clock.ts';

/** The status of a guest cart's placeholder user. */
export const GUEST_STATUS = 'guest';
const GUEST_KEY = 'guestCartUser';

/** The placeholder user of the session's guest cart, if it has one. */
export function guestCartUser(session: Session): number | undefined {
  const id = session.data[GUEST_KEY];
  return typeof id === 'number' && id > 0 ? id : undefined;
}

/** The placeholder user of the session's guest cart, made on the guest's first change. */
export function guestCartOwner(shop: Shop, session: Session): number {
  const existing = guestCartUser(session);
  if (existing) return existing;
  const { id } = shop.db.run(
    `INSERT INTO users (login, email, password_hash, first_name, last_name, status, created_at)
     VALUES (?, '', '', '', '', ?, ?)`,
    `guest:${session.sessionId}`,
    GUEST_STATUS,
    shopDate().toISOString().slice(0, 10),
  );
  session.data = { ...session.data, [GUEST_KEY]: id };
  saveSessionData(shop, session);
  return id;
}

const sameLine = (a: { product_id: number; infos: string }, b: typeof a) =>
  a.product_id === b.product_id && a.infos === b.infos;

/**
 * At login: the guest cart's lines join the shopper's open cart — a product already there (same
 * options) gets the guest's quantity added, the others come after the shopper's lines. The guest
 * cart is then closed. Nothing happens without a guest cart or with an empty one.
 */
export function mergeGuestCart(db: Database, guestUserId: number, into: CartRow): void {
  const guest = db.one<CartRow>(
    'SELECT * FROM carts WHERE user_id = ? AND closed = 0 ORDER BY cart_id DESC',
    guestUserId,
  );
  if (!guest || guest.cart_id === into.cart_id) return;
  db.transaction(() => {
    const own = cartItems(db, into.cart_id);
    let position = own.reduce((last, line) => Math.max(last, line.position), 0);
    for (const line of cartItems(db, guest.cart_id)) {
      const same = own.find((mine) => sameLine(mine, line));
      if (same) {
        db.run(
          'UPDATE cart_items SET quantity = quantity + ?, weight = CASE WHEN weight IS NULL OR ? IS NULL THEN weight ELSE weight + ? END WHERE item_id = ?',
          line.quantity,
          line.weight,
          line.weight,
          same.item_id,
        );
        db.run('DELETE FROM cart_items WHERE item_id = ?', line.item_id);
      } else {
        position += 1;
        db.run(
          'UPDATE cart_items SET cart_id = ?, position = ? WHERE item_id = ?',
          into.cart_id,
          position,
          line.item_id,
        );
      }
    }
    db.run('UPDATE carts SET closed = 1 WHERE cart_id = ?', guest.cart_id);
  });
}
