/**
 * Orders (spec: shopping §4 "Order status descriptions by id", §7 Orders; account §2 Orders area):
 * writing an order from a computed cart, and the order answer with its suborder and actions.
 */
import { randomBytes } from 'node:crypto';
import {
  DELIVERY_SERVICE,
  fromCents,
  orderChangesCloseAt,
  preAuthorisedAmount,
  toCents,
} from '@sporta/rules';
import type { Database } from '../database.ts';
import type { Shop } from '../shop.ts';
import type { ComputedCart } from './cart.ts';
import { shopDate, shopNow } from './clock.ts';
import { productsByIds, renderProduct } from './products.ts';
import { ORDER_STATUSES, PAY_BY_CARD, PAYMENT_TYPES } from './shop.ts';

export interface OrderRow {
  order_id: number;
  user_id: number;
  status_id: number;
  delivery_service_id: number;
  warehouse_id: number | null;
  address: string;
  address_id: number | null;
  timeslot: string;
  delivery_date: string;
  items_total: number;
  variable_total: number;
  package_total: number;
  discount_total: number;
  delivery_fee: number;
  gross_total: number;
  payment_type_id: number;
  payment_status: string;
  user_payment_auth_id: number | null;
  access_token: string;
  infos: string;
  parking: string | null;
  created_at: string;
  replaced_by: number | null;
}

/** Statuses in which the shopper may still change or cancel the order. */
const OPEN_STATUSES = new Set([1, 2, 3]);
/** Delivered, in full or in part: the orders with an invoice. */
export const DELIVERED_STATUSES = new Set([8, 9]);

export function orderById(db: Database, orderId: number): OrderRow | undefined {
  return db.one<OrderRow>('SELECT * FROM orders WHERE order_id = ?', orderId);
}

/** The order seen without login (token-order/view), as its confirmation e-mail links it. */
export function orderLink(storefrontUrl: string, order: OrderRow): string {
  const query = new URLSearchParams({
    order_id: String(order.order_id),
    access_token: order.access_token,
  });
  return `${storefrontUrl}/order?${query}`;
}

export function isChangeable(order: OrderRow, now = shopNow()): boolean {
  const slot = JSON.parse(order.timeslot) as { beginTime?: string };
  // The rule the confirmation page shows the shopper (@sporta/rules order-changes).
  return (
    OPEN_STATUSES.has(order.status_id) &&
    orderChangesCloseAt(order.delivery_date, slot.beginTime ?? '00:00') > now
  );
}

export function isPayable(order: OrderRow): boolean {
  return (
    order.payment_type_id === PAY_BY_CARD &&
    ['failed', 'pending'].includes(order.payment_status) &&
    OPEN_STATUSES.has(order.status_id)
  );
}

/** The totals of a computed cart, or of an order, that the pre-authorised amount is made of. */
export type PrebilledTotals = Pick<ComputedCart, 'grossTotal' | 'variableTotal' | 'packageTotal'>;

// spec: shopping §9 "Pre-authorised amount: total plus 30% of the variable-weight portion plus a
// bag cost."
/**
 * What the card is pre-authorised for. The gross total already holds the bags (computeCart adds
 * packageTotal to it), so the bags are taken out of the total and counted once.
 */
export function prebilledAmount(totals: PrebilledTotals): number {
  const bagsCents = toCents(totals.packageTotal);
  return fromCents(
    preAuthorisedAmount({
      totalCents: toCents(totals.grossTotal) - bagsCents,
      variableCents: toCents(totals.variableTotal),
      bagsCents,
    }),
  );
}

/** The pre-authorised amount of a written order, from the totals it was written with. */
export function orderPrebilledAmount(order: OrderRow): number {
  return prebilledAmount({
    grossTotal: order.gross_total,
    variableTotal: order.variable_total,
    packageTotal: order.package_total,
  });
}

/** Writes an order (or rewrites the items of `orderId`) from a computed cart. */
export function writeOrder(
  shop: Shop,
  computed: ComputedCart,
  options: {
    paymentTypeId: number;
    paymentStatus: string;
    statusId: number;
    userPaymentAuthId?: number;
    orderId?: number;
  },
): number {
  const { db } = shop;
  const { cart } = computed;
  const slot = computed.slot;
  if (!slot || !computed.address) throw new Error('An order needs an address and a slot');
  const fields = [
    options.statusId,
    computed.serviceId,
    computed.warehouseId,
    JSON.stringify({
      addressId: computed.address.address_id,
      addressName: computed.address.address_name,
      address1: computed.address.address1,
      addressNumber: computed.address.address_number,
      city: computed.address.city,
      province: computed.address.province,
      postalCode: computed.address.postal_code,
      addressTypeId: computed.address.address_type_id,
      deliveryServiceId: computed.serviceId,
    }),
    computed.address.address_id,
    JSON.stringify({
      date: slot.date,
      timeslotId: slot.timeslotId,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      name: `${slot.beginTime} - ${slot.endTime}`,
    }),
    slot.date,
    computed.itemsTotal,
    computed.variableTotal,
    computed.packageTotal,
    computed.discountTotal,
    computed.fee,
    computed.grossTotal,
    options.paymentTypeId,
    options.paymentStatus,
    options.userPaymentAuthId ?? null,
    cart.infos,
  ] as const;
  let orderId = options.orderId;
  if (orderId) {
    db.run(
      `UPDATE orders SET status_id = ?, delivery_service_id = ?, warehouse_id = ?, address = ?, address_id = ?, timeslot = ?,
        delivery_date = ?, items_total = ?, variable_total = ?, package_total = ?, discount_total = ?, delivery_fee = ?,
        gross_total = ?, payment_type_id = ?, payment_status = ?, user_payment_auth_id = ?, infos = ? WHERE order_id = ?`,
      ...fields,
      orderId,
    );
    db.run('DELETE FROM order_items WHERE order_id = ?', orderId);
    db.run('DELETE FROM order_packages WHERE order_id = ?', orderId);
  } else {
    orderId = db.run(
      `INSERT INTO orders (status_id, delivery_service_id, warehouse_id, address, address_id, timeslot, delivery_date,
        items_total, variable_total, package_total, discount_total, delivery_fee, gross_total, payment_type_id,
        payment_status, user_payment_auth_id, infos, user_id, access_token, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...fields,
      cart.user_id,
      randomBytes(12).toString('hex').toUpperCase(),
      shopDate().toISOString(),
    ).id;
  }
  for (const line of computed.lines) {
    db.run(
      'INSERT INTO order_items (order_id, product_id, quantity, weight, gross_total, infos) VALUES (?, ?, ?, ?, ?, ?)',
      orderId,
      line.product.product_id,
      line.item.quantity,
      line.item.weight,
      line.total,
      line.item.infos,
    );
  }
  for (const p of computed.packages) {
    db.run(
      'INSERT INTO order_packages (order_id, package_id, quantity) VALUES (?, ?, ?)',
      orderId,
      p.packageId,
      p.quantity,
    );
  }
  for (const a of computed.adjustments) {
    if (a.userGiftCertificateId) {
      db.run(
        'UPDATE user_gift_certificates SET used_order_id = ? WHERE user_gift_certificate_id = ?',
        orderId,
        a.userGiftCertificateId,
      );
    }
  }
  return orderId;
}

export function renderOrder(
  shop: Shop,
  order: OrderRow,
  detail: boolean,
  now = shopNow(),
): Record<string, unknown> {
  const { db } = shop;
  const changeable = isChangeable(order, now);
  const paymentType = PAYMENT_TYPES.find((p) => p.paymentTypeId === order.payment_type_id);
  const note = db.one<{ note_id: number; rating: number | null; text: string }>(
    'SELECT note_id, rating, text FROM notes WHERE order_id = ? ORDER BY note_id DESC',
    order.order_id,
  );
  const body: Record<string, unknown> = {
    orderId: order.order_id,
    orderStatusId: order.status_id,
    orderStatusDescr: ORDER_STATUSES[order.status_id] ?? 'Stato non disponibile',
    grossTotal: order.gross_total,
    itemsTotal: order.items_total,
    totalPriceVariable: order.variable_total,
    packageTotal: order.package_total,
    deliveryFee: order.delivery_fee,
    giftCertificatesTotal: order.discount_total,
    prebilledAmount: orderPrebilledAmount(order),
    deliveryServiceId: order.delivery_service_id,
    deliveryDate: order.delivery_date,
    timeslot: JSON.parse(order.timeslot),
    shippingAddress: JSON.parse(order.address),
    paymentTypeId: order.payment_type_id,
    paymentType: { paymentTypeId: order.payment_type_id, name: paymentType?.name ?? '' },
    paymentStatus: order.payment_status,
    createdDate: order.created_at,
    ...(order.replaced_by === null ? {} : { replacedByOrderId: order.replaced_by }),
    isEditable: changeable,
    isDeletable: changeable,
    isPayable: isPayable(order),
    isParkable:
      order.delivery_service_id === DELIVERY_SERVICE.storePickup &&
      [3, 4, 5, 6].includes(order.status_id),
    parkingReservation: order.parking ? JSON.parse(order.parking) : null,
    // Only a delivered order has an invoice (openapi Order.invoiceUrl; routes/extras.ts refuses others).
    ...(DELIVERED_STATUSES.has(order.status_id)
      ? { invoiceUrl: `/ebsn/api/order/invoice?order_id=${order.order_id}` }
      : {}),
    note: note ? { noteId: note.note_id, rating: note.rating, text: note.text } : null,
  };
  const items = db.all<{
    order_item_id: number;
    product_id: number;
    quantity: number;
    weight: number | null;
    gross_total: number;
    infos: string;
  }>('SELECT * FROM order_items WHERE order_id = ? ORDER BY order_item_id', order.order_id);
  body.totalItems = items.length;
  if (detail) {
    const products = productsByIds(
      db,
      items.map((i) => i.product_id),
    );
    body.suborders = [
      {
        suborderId: order.order_id * 10 + 1,
        warehouseId: order.warehouse_id,
        suborderItems: items.flatMap((item) => {
          const product = products.get(item.product_id);
          if (!product) return [];
          return [
            {
              orderItemId: item.order_item_id,
              product: renderProduct(db, product),
              quantity: item.quantity,
              ...(item.weight === null ? {} : { weight: item.weight }),
              grossTotal: item.gross_total,
              orderItemInfos: JSON.parse(item.infos),
            },
          ];
        }),
      },
    ];
  } else {
    body.suborders = [{ suborderId: order.order_id * 10 + 1, warehouseId: order.warehouse_id }];
  }
  return body;
}
