/**
 * Orders (spec: shopping §7 Orders; account §2 "Orders area", §7 Orders): list with filters and
 * paging (12), detail, reopen for modification (cart status 7), cancel, payment retry and change,
 * parking reservation and ratings.
 */
import type { Database } from '../database.ts';
import {
  type OrderScope,
  orderScopeWhere,
  placedByAccountPerson,
} from '../domain/account-people.ts';
import { cartAnswer, newItemId, openCart } from '../domain/cart.ts';
import { readPaymentData, startPayment } from '../domain/checkout.ts';
import { shopDate } from '../domain/clock.ts';
import {
  isChangeable,
  isPayable,
  type OrderRow,
  orderById,
  orderPrebilledAmount,
  renderOrder,
} from '../domain/orders.ts';
import { restoreParkedCart } from '../domain/parked-cart.ts';
import {
  CART_STATUS_MODIFYING,
  ORDER_PAGE_SIZE,
  PAY_BY_CARD,
  PAYMENT_TYPES,
} from '../domain/shop.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { pageOf, Refusal } from '../http/envelope.ts';
import { bodyObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

/** Parking can be reserved within this distance of the pickup point. */
const PARKING_MAX_DISTANCE_M = 5000;

function ownOrder(call: Call): OrderRow {
  const order = orderById(call.shop.db, call.query.int('order_id'));
  if (!order || order.user_id !== userOf(call)) throw new Refusal(BACKEND_TEXTS.orderNotFound);
  return order;
}

/** dd/mm/yyyy (the shop's format) or yyyy-mm-dd. */
function isoOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const italian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (italian) return `${italian[3]}-${italian[2]}-${italian[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

function orderPage(
  call: Call,
  extraWhere: string[] = [],
  extraParams: (string | number)[] = [],
  scope: OrderScope = 'own',
) {
  const { db } = call.shop;
  const [whose, whoseParams] = orderScopeWhere(scope, userOf(call));
  const where = [whose, ...extraWhere];
  const params: (string | number)[] = [...whoseParams, ...extraParams];
  const from = isoOf(call.query.optStr('from_date'));
  const to = isoOf(call.query.optStr('to_date'));
  if (from) {
    where.push('delivery_date >= ?');
    params.push(from);
  }
  if (to) {
    where.push('delivery_date <= ?');
    params.push(to);
  }
  const min = call.query.optNum('from_gross_total');
  const max = call.query.optNum('to_gross_total');
  if (min !== undefined) {
    where.push('gross_total >= ?');
    params.push(min);
  }
  if (max !== undefined) {
    where.push('gross_total <= ?');
    params.push(max);
  }
  const type = call.query.optInt('order_type');
  if (type !== undefined) {
    where.push('delivery_service_id = ?');
    params.push(type);
  }
  if (call.query.has('show_pending') && !call.query.bool('show_pending'))
    where.push('status_id NOT IN (1, 2)');
  if (!call.query.bool('show_replaced')) where.push('replaced_by IS NULL');
  const addressFilter = call.query.optInt('shipping_address_id_filter');
  if (addressFilter !== undefined) {
    where.push('address_id = ?');
    params.push(addressFilter);
  }
  const size = Math.min(Math.max(call.query.optInt('page_size') ?? ORDER_PAGE_SIZE, 1), 100);
  const page = Math.max(call.query.optInt('page') ?? 1, 1);
  const sql = where.join(' AND ');
  const total =
    db.one<{ n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE ${sql}`, ...params)?.n ?? 0;
  const rows = db.all<OrderRow>(
    `SELECT * FROM orders WHERE ${sql} ORDER BY delivery_date DESC, order_id DESC LIMIT ? OFFSET ?`,
    ...params,
    size,
    (page - 1) * size,
  );
  const detail = call.query.bool('fetch_detail');
  return {
    data: {
      page: pageOf(page, size, total),
      orders: rows.map((row) => renderOrder(call.shop, row, detail)),
    },
  };
}

/** The order reopened in a cart of status 7; the shopper's current cart is put aside. */
function reopen(call: Call, order: OrderRow) {
  const { db } = call.shop;
  const userId = order.user_id;
  db.transaction(() => {
    const current = openCart(db, userId);
    if (current.status_id === CART_STATUS_MODIFYING)
      db.run('UPDATE carts SET closed = 1 WHERE cart_id = ?', current.cart_id);
    else db.run('UPDATE carts SET closed = 2 WHERE cart_id = ?', current.cart_id);
    const slot = JSON.parse(order.timeslot) as { timeslotId?: number };
    const address = db.one<{ store_id: number | null }>(
      'SELECT store_id FROM addresses WHERE address_id = ?',
      order.address_id,
    );
    const { id: cartId } = db.run(
      `INSERT INTO carts (user_id, status_id, order_id, delivery_service_id, address_id, address_auto, timeslot_date,
         timeslot_id, timeslot_auto, warehouse_id, store_id, infos) VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0, ?, ?, ?)`,
      userId,
      CART_STATUS_MODIFYING,
      order.order_id,
      order.delivery_service_id,
      order.address_id,
      order.delivery_date,
      slot.timeslotId ?? null,
      order.warehouse_id,
      address?.store_id ?? null,
      order.infos,
    );
    const items = db.all<{
      product_id: number;
      quantity: number;
      weight: number | null;
      infos: string;
    }>('SELECT * FROM order_items WHERE order_id = ?', order.order_id);
    items.forEach((item, position) => {
      db.run(
        'INSERT INTO cart_items (item_id, cart_id, product_id, quantity, weight, insertion_type_id, infos, position) VALUES (?, ?, ?, ?, ?, 2, ?, ?)',
        newItemId(db),
        cartId,
        item.product_id,
        item.quantity,
        item.weight,
        item.infos,
        position,
      );
    });
  });
}

function closeModification(db: Database, order: OrderRow): void {
  const cart = db.one<{ cart_id: number }>(
    'SELECT cart_id FROM carts WHERE order_id = ? AND closed = 0',
    order.order_id,
  );
  if (!cart) return;
  db.run('UPDATE carts SET closed = 1 WHERE cart_id = ?', cart.cart_id);
  restoreParkedCart(db, order.user_id);
}

export const orderRoutes: Routes = {
  'GET /order/view': (call) => {
    const order = orderById(call.shop.db, call.query.int('order_id'));
    const userId = userOf(call);
    if (order && placedByAccountPerson(call.shop.db, order, userId)) {
      // Another person's order on her account: she sees it, its changes stay that person's.
      const seen = renderOrder(call.shop, order, true);
      return {
        data: {
          ...seen,
          isEditable: false,
          isDeletable: false,
          isPayable: false,
          isParkable: false,
        },
      };
    }
    return { data: renderOrder(call.shop, ownOrder(call), true) };
  },

  'GET /token-order/view': (call) => {
    const order = orderById(call.shop.db, call.query.int('order_id'));
    if (!order || order.access_token !== call.query.str('access_token'))
      throw new Refusal(BACKEND_TEXTS.orderNotFound);
    return { data: renderOrder(call.shop, order, true) };
  },

  'GET /order/list': (call) => orderPage(call),
  'GET /order/list-for-all-user-shipping-addresses': (call) => orderPage(call, [], [], 'addresses'),
  'GET /order/list-for-all-person-orders': (call) => orderPage(call, [], [], 'people'),
  'GET /order/list-retry-payment': (call) => {
    const page = orderPage(
      call,
      ['payment_type_id = ?', "payment_status IN ('failed', 'pending')", 'status_id IN (1, 2, 3)'],
      [PAY_BY_CARD],
    );
    return page;
  },

  'POST /order/delete': (call) => {
    const { db } = call.shop;
    const order = ownOrder(call);
    if (!isChangeable(order)) throw new Refusal(BACKEND_TEXTS.orderNotDeletable);
    db.transaction(() => {
      db.run('UPDATE orders SET status_id = 10 WHERE order_id = ?', order.order_id);
      db.run(
        'UPDATE user_gift_certificates SET used_order_id = NULL WHERE used_order_id = ?',
        order.order_id,
      );
      closeModification(db, order);
    });
    return {
      data: { orderId: order.order_id, orderStatusId: 10 },
      infos: [SPEC_TEXTS['order.actions.deleted']],
    };
  },

  'POST /order/modify': (call) => {
    const order = ownOrder(call);
    if (!isChangeable(order)) throw new Refusal(BACKEND_TEXTS.orderNotModifiable);
    reopen(call, order);
    return { data: cartAnswer(call.shop, order.user_id, call.query.bool('show_sectors')) };
  },

  'POST /order/payment': (call) => {
    const order = ownOrder(call);
    if (!isPayable(order)) throw new Refusal(BACKEND_TEXTS.orderNotPayable);
    const amount = orderPrebilledAmount(order);
    const paymentUrl = startPayment(call.shop, order.order_id, amount);
    return { data: { orderId: order.order_id, amount, paymentUrl, redirectUrl: paymentUrl } };
  },

  'POST /order/modify-payment-type': (call) => {
    const { db } = call.shop;
    const order = ownOrder(call);
    if (!isChangeable(order) && !isPayable(order))
      throw new Refusal(BACKEND_TEXTS.orderNotModifiable);
    const paymentTypeId = call.query.int('payment_type_id');
    if (!PAYMENT_TYPES.some((p) => p.paymentTypeId === paymentTypeId))
      throw new Refusal(BACKEND_TEXTS.paymentTypeUnknown);
    const authId = call.query.optInt('user_payment_auth_id');
    readPaymentData(call.query.optStr('payment_data'));
    if (
      authId !== undefined &&
      !db.one(
        'SELECT 1 FROM payment_auths WHERE user_payment_auth_id = ? AND user_id = ?',
        authId,
        order.user_id,
      )
    ) {
      throw new Refusal(BACKEND_TEXTS.paymentAuthUnknown);
    }
    const byCard = paymentTypeId === PAY_BY_CARD;
    const pending = byCard && authId === undefined;
    db.run(
      'UPDATE orders SET payment_type_id = ?, user_payment_auth_id = ?, payment_status = ?, status_id = ? WHERE order_id = ?',
      paymentTypeId,
      authId ?? null,
      byCard ? (pending ? 'pending' : 'authorized') : 'to_pay',
      pending ? 2 : order.status_id === 2 ? 3 : order.status_id,
      order.order_id,
    );
    const paymentUrl = pending
      ? startPayment(call.shop, order.order_id, orderPrebilledAmount(order))
      : undefined;
    const updated = orderById(db, order.order_id) as OrderRow;
    return {
      data: { ...renderOrder(call.shop, updated, false), ...(paymentUrl ? { paymentUrl } : {}) },
    };
  },

  'POST /order/reserve': (call) => {
    const order = ownOrder(call);
    if (order.delivery_service_id !== 1) throw new Refusal(BACKEND_TEXTS.parkingOnlyPickup);
    if (![3, 4, 5, 6].includes(order.status_id)) throw new Refusal(BACKEND_TEXTS.notAllowed);
    if (order.parking) throw new Refusal(BACKEND_TEXTS.parkingAlready);
    const distance = call.query.optNum('distance') ?? 0;
    if (distance > PARKING_MAX_DISTANCE_M) throw new Refusal(BACKEND_TEXTS.parkingTooFar);
    const parking = {
      reservedAt: shopDate().toISOString(),
      distance,
      reservationInfo: call.query.optStr('reservation_info') ?? '',
      parkingSpot: `P${(order.order_id % 8) + 1}`,
    };
    call.shop.db.run(
      'UPDATE orders SET parking = ? WHERE order_id = ?',
      JSON.stringify(parking),
      order.order_id,
    );
    return {
      data: { orderId: order.order_id, parkingReservation: parking },
      infos: [SPEC_TEXTS['order.parking.success']],
    };
  },

  'POST /note/order/add': (call) => saveNote(call, false),
  'POST /note/order/update': (call) => saveNote(call, true),

  'POST /note/list': (call) => {
    const userId = userOf(call);
    const body = bodyObject(call.body);
    const orderId = optNumber(body.orderId);
    const rows = call.shop.db.all<{
      note_id: number;
      order_id: number;
      rating: number | null;
      text: string;
      updated_at: string;
    }>(
      `SELECT * FROM notes WHERE user_id = ? ${orderId === undefined ? '' : 'AND order_id = ?'} ORDER BY note_id DESC`,
      userId,
      ...(orderId === undefined ? [] : [orderId]),
    );
    return {
      data: {
        notes: rows.map((n) => ({
          noteId: n.note_id,
          orderId: n.order_id,
          rating: n.rating,
          text: n.text,
          updatedAt: n.updated_at,
        })),
      },
    };
  },
};

function saveNote(call: Call, update: boolean) {
  const { db } = call.shop;
  const userId = userOf(call);
  const body = bodyObject(call.body);
  const rating = optNumber(body.rating);
  if (rating !== undefined && (!Number.isInteger(rating) || rating < 1 || rating > 5))
    throw new Refusal(BACKEND_TEXTS.ratingInvalid);
  const note = optString(body.text) ?? optString(body.note) ?? '';
  if (update) {
    const noteId = optNumber(body.noteId);
    const existing =
      noteId === undefined
        ? undefined
        : db.one<{ note_id: number }>(
            'SELECT note_id FROM notes WHERE note_id = ? AND user_id = ?',
            noteId,
            userId,
          );
    if (!existing) throw new Refusal(BACKEND_TEXTS.notFound);
    db.run(
      'UPDATE notes SET rating = COALESCE(?, rating), text = ?, updated_at = ? WHERE note_id = ?',
      rating ?? null,
      note,
      shopDate().toISOString(),
      existing.note_id,
    );
    return {
      data: { noteId: existing.note_id, rating, text: note },
      infos: [SPEC_TEXTS['order.rating.saved']],
    };
  }
  const orderId = optNumber(body.orderId);
  const order = orderId === undefined ? undefined : orderById(db, orderId);
  if (!order || order.user_id !== userId) throw new Refusal(BACKEND_TEXTS.orderNotFound);
  if (rating === undefined) throw new Refusal(BACKEND_TEXTS.ratingInvalid);
  const { id } = db.run(
    'INSERT INTO notes (order_id, user_id, rating, text, updated_at) VALUES (?, ?, ?, ?, ?)',
    order.order_id,
    userId,
    rating,
    note,
    shopDate().toISOString(),
  );
  return {
    data: { noteId: id, orderId: order.order_id, rating, text: note },
    infos: [SPEC_TEXTS['order.rating.saved']],
  };
}
