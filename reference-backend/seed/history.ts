/**
 * Seeds what the demo shoppers have done: Mario's open cart 55 on address 300, his orders 886–900
 * in every status of the spec (1–13 and 18) and 885 replaced by 890, and shopping lists, one of them shared read-only.
 */
import { ebsnWeekday } from '@sporta/rules';
import type { Database } from '../database.ts';
import { computeCart, newItemId } from '../domain/cart.ts';
import { shopDate, shopNow } from '../domain/clock.ts';
import { writeOrder } from '../domain/orders.ts';
import { addDaysIso, today } from '../domain/time.ts';
import { seedUserMessages } from '../domain/user-messages.ts';
import type { Shop } from '../shop.ts';

export interface SeedOrder {
  id: number;
  status: number;
  days: number;
  slot: number;
  addressId: number;
  service: number;
  products: [number, number][];
  payment?: number;
  paymentStatus?: string;
  /** Who placed it: Mario (1001) unless said. */
  userId?: number;
}

const ORDERS: readonly SeedOrder[] = [
  // Replaced by 890 (REPLACED below): the delivery as first ordered.
  {
    id: 885,
    status: 10,
    days: -30,
    slot: 12,
    addressId: 300,
    service: 2,
    products: [
      [101, 2],
      [102, 3],
    ],
  },
  {
    id: 886,
    status: 1,
    days: 4,
    slot: 13,
    addressId: 300,
    service: 2,
    products: [
      [104, 2],
      [140, 1],
      [200, 3],
    ],
  },
  {
    id: 887,
    status: 5,
    days: 0,
    slot: 17,
    addressId: 300,
    service: 2,
    products: [
      [110, 1],
      [150, 2],
    ],
  },
  {
    id: 888,
    status: 11,
    days: -20,
    slot: 12,
    addressId: 301,
    service: 2,
    products: [
      [120, 1],
      [121, 2],
    ],
  },
  {
    id: 889,
    status: 18,
    days: 0,
    slot: 16,
    addressId: 300,
    service: 2,
    products: [
      [101, 4],
      [102, 2],
      [230, 1],
    ],
  },
  {
    id: 890,
    status: 8,
    days: -30,
    slot: 12,
    addressId: 300,
    service: 2,
    products: [
      [101, 2],
      [102, 3],
      [160, 1],
      [210, 2],
      [250, 1],
    ],
  },
  {
    id: 891,
    status: 9,
    days: -25,
    slot: 14,
    addressId: 300,
    service: 2,
    products: [
      [130, 2],
      [131, 1],
      [170, 2],
    ],
  },
  { id: 892, status: 10, days: -15, slot: 15, addressId: 301, service: 2, products: [[180, 1]] },
  {
    id: 893,
    status: 4,
    days: 1,
    slot: 12,
    addressId: 300,
    service: 2,
    products: [
      [105, 2],
      [190, 1],
      [220, 1],
    ],
  },
  {
    id: 894,
    status: 2,
    days: 3,
    slot: 15,
    addressId: 300,
    service: 2,
    products: [
      [101, 2],
      [240, 1],
      [260, 6],
    ],
    payment: 2,
    paymentStatus: 'failed',
  },
  {
    id: 895,
    status: 12,
    days: -10,
    slot: 22,
    addressId: 508,
    service: 1,
    products: [
      [115, 1],
      [116, 1],
    ],
  },
  { id: 896, status: 13, days: -8, slot: 13, addressId: 300, service: 2, products: [[270, 2]] },
  {
    id: 897,
    status: 8,
    days: -5,
    slot: 11,
    addressId: 300,
    service: 2,
    products: [
      [101, 1],
      [102, 1],
      [103, 4],
      [280, 1],
    ],
  },
  {
    id: 898,
    status: 7,
    days: 0,
    slot: 17,
    addressId: 301,
    service: 2,
    products: [
      [290, 1],
      [300, 2],
    ],
  },
  {
    id: 899,
    status: 6,
    days: 1,
    slot: 23,
    addressId: 508,
    service: 1,
    products: [
      [310, 1],
      [320, 2],
    ],
  },
  {
    id: 900,
    status: 3,
    days: 3,
    slot: 12,
    addressId: 300,
    service: 2,
    products: [
      [101, 2],
      [102, 1],
      [103, 2],
      [330, 1],
    ],
  },
];

/** Orders replaced by a later version: [replaced, by]. */
/**
 * Paolo (1005), a person on Giulia's master account (users.master_user_id): one delivery to
 * Giulia's home (310), one pickup. Giulia has no order of her own: her list shows the first with
 * every address of the account, both with every person (order/list-for-all-…).
 */
const ACCOUNT_PERSON_ORDERS: readonly SeedOrder[] = [
  {
    id: 910,
    status: 8,
    days: -12,
    slot: 12,
    addressId: 310,
    service: 2,
    products: [
      [101, 2],
      [160, 1],
    ],
    userId: 1005,
  },
  {
    id: 911,
    status: 8,
    days: -6,
    slot: 12,
    addressId: 508,
    service: 1,
    products: [[102, 1]],
    userId: 1005,
  },
];

const REPLACED: readonly [number, number][] = [[885, 890]];

/** Moves a future delivery off Sundays and Thursdays (closed, and full for home delivery). */
function deliveryDay(days: number): string {
  let date = addDaysIso(today(), days);
  while (days > 0 && [1, 5].includes(ebsnWeekday(date))) date = addDaysIso(date, 1);
  return date;
}

export function seedHistory(shop: Shop): void {
  const { db } = shop;
  db.run(
    'INSERT INTO carts (cart_id, user_id, status_id, delivery_service_id, address_id, address_auto, warehouse_id, store_id) VALUES (55, 1001, 1, 2, 300, 0, 8, 5)',
  );
  for (const order of ORDERS) seedOrder(shop, order);
  // Paolo's login is no demo account's: he is there for Giulia's account to hold someone, and
  // is the one beta tester (shopping §6 flag '1').
  db.run(
    `INSERT INTO users (user_id, login, email, password_hash, first_name, last_name, user_type_id,
      master_user_id, beta_tester, legals, created_at)
     SELECT 1005, 'paolo.bianchi@example.it', 'paolo.bianchi@example.it', password_hash, 'Paolo',
      'Bianchi', 3, 1002, 1, legals, created_at FROM users WHERE user_id = 1002`,
  );
  db.run(
    `INSERT INTO user_disclaimers (user_id, registration_disclaimer_id, value)
     SELECT 1005, registration_disclaimer_id, value FROM user_disclaimers WHERE user_id = 1002`,
  );
  for (const order of ACCOUNT_PERSON_ORDERS) seedOrder(shop, order);
  db.run("UPDATE orders SET access_token = 'TOKEN900' WHERE order_id = 900");
  for (const [replaced, by] of REPLACED)
    db.run('UPDATE orders SET replaced_by = ? WHERE order_id = ?', by, replaced);
  db.run(
    "INSERT INTO notes (order_id, user_id, rating, text, updated_at) VALUES (890, 1001, 5, 'Tutto perfetto, frutta freschissima e corriere gentile.', ?)",
    shopDate().toISOString(),
  );
  seedLists(db);
  seedUserMessages(db);
}

const DAY_MS = 86_400_000;

/**
 * When a seeded order was placed: three days before its delivery, but never later than a day
 * before the shop's now (its clock, `--now`), so an order delivered soon was not "Ordinato" tomorrow.
 */
function placedAt(deliveryInDays: number): string {
  return new Date(shopNow() + Math.min(deliveryInDays - 3, -1) * DAY_MS).toISOString();
}

export function seedOrder(shop: Shop, order: SeedOrder): void {
  const { db } = shop;
  const { id: cartId } = db.run(
    'INSERT INTO carts (user_id, status_id, delivery_service_id, address_id, address_auto, timeslot_date, timeslot_id, timeslot_auto, warehouse_id, closed) VALUES (?, 1, ?, ?, 0, ?, ?, 0, ?, 1)',
    order.userId ?? 1001,
    order.service,
    order.addressId,
    deliveryDay(order.days),
    order.slot,
    order.addressId === 301 ? 1 : 8,
  );
  for (const [position, [productId, quantity]] of order.products.entries()) {
    const product = db.one<{ tipologia: string; infos: string }>(
      'SELECT tipologia, infos FROM products WHERE product_id = ?',
      productId,
    );
    const infos = JSON.parse(product?.infos ?? '{}') as Record<string, string>;
    const amount =
      product?.tipologia === 'Sfuso' ? Number(infos.WEIGHT_SELLING ?? '1') * 2 : quantity;
    db.run(
      'INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES (?, ?, ?, ?, ?)',
      newItemId(db, 'o'),
      cartId,
      productId,
      amount,
      position,
    );
  }
  if (order.id === 890) {
    db.run(
      'INSERT INTO cart_codes (cart_id, gift_certificate_id, user_gift_certificate_id) VALUES (?, 4, 802)',
      cartId,
    );
  }
  const cart = db.one<Parameters<typeof computeCart>[1]>(
    'SELECT * FROM carts WHERE cart_id = ?',
    cartId,
  );
  if (!cart) return;
  const computed = computeCart(shop, cart);
  db.run(
    "INSERT INTO orders (order_id, user_id, status_id, delivery_service_id, address, timeslot, delivery_date, items_total, variable_total, package_total, discount_total, delivery_fee, gross_total, payment_type_id, payment_status, access_token, created_at) VALUES (?, ?, 0, 0, '{}', '{}', '', 0, 0, 0, 0, 0, 0, 0, '', '', ?)",
    order.id,
    order.userId ?? 1001,
    placedAt(order.days),
  );
  writeOrder(shop, computed, {
    orderId: order.id,
    statusId: order.status,
    paymentTypeId: order.payment ?? 1,
    paymentStatus:
      order.paymentStatus ?? (order.status === 8 || order.status === 9 ? 'paid' : 'to_pay'),
  });
  db.run('DELETE FROM cart_codes WHERE cart_id = ?', cartId);
  db.run('DELETE FROM cart_items WHERE cart_id = ?', cartId);
  db.run('DELETE FROM carts WHERE cart_id = ?', cartId);
}

function seedLists(db: Database): void {
  const lists: [number, number, string, boolean, [number, number][]][] = [
    [
      40,
      1001,
      'Spesa settimanale',
      true,
      [
        [101, 1],
        [102, 2],
        [140, 6],
        [160, 1],
        [200, 2],
        [210, 1],
      ],
    ],
    [
      41,
      1001,
      'Grigliata con gli amici',
      false,
      [
        [340, 2],
        [341, 1],
        [350, 2],
        [400, 1],
      ],
    ],
    [
      45,
      1002,
      'Dispensa di casa',
      true,
      [
        [104, 2],
        [105, 1],
        [120, 3],
      ],
    ],
    [
      46,
      1002,
      'Festa di compleanno',
      false,
      [
        [360, 2],
        [361, 4],
      ],
    ],
    [
      47,
      1003,
      'Spesa bio',
      true,
      [
        [113, 1],
        [118, 2],
      ],
    ],
  ];
  for (const [listId, userId, name, isDefault, items] of lists) {
    db.run(
      'INSERT INTO wishlists (list_id, user_id, name, is_default) VALUES (?, ?, ?, ?)',
      listId,
      userId,
      name,
      isDefault,
    );
    for (const [productId, quantity] of items) {
      const itemId = listId === 40 && productId === 101 ? 'w1' : newItemId(db, 'w');
      db.run(
        'INSERT INTO wishlist_items (item_id, list_id, product_id, quantity) VALUES (?, ?, ?, ?)',
        itemId,
        listId,
        productId,
        quantity,
      );
    }
  }
  db.run(
    "INSERT INTO wishlist_shares (list_id, user_id, grant_type) VALUES (45, 1001, 'READ'), (46, 1001, 'WRITE')",
  );
}
