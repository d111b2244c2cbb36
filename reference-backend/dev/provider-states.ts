/**
 * Provider states for contract verification (contracts/provider-states.ts names and describes them
 * all). Each handler brings the seeded shop back to a known baseline, prepares what the state
 * says, and answers the session of the state's caller plus any values the pacts inject
 * (`deliveryDate`). The server also makes that session the one of requests carrying none.
 * Reached only through POST /_dev/provider-state, which exists only with development hooks.
 */
import { forgetCategories } from '../domain/categories.ts';
import { REFUSE_ORDERS_FLAG } from '../domain/checkout.ts';
import { shopDate, shopNow } from '../domain/clock.ts';
import { findCode, issueCode } from '../domain/codes.ts';
import { hashPassword } from '../domain/passwords.ts';
import { PAY_BY_CARD, timeslotTemplate } from '../domain/shop.ts';
import { addDaysIso, today } from '../domain/time.ts';
import { isBookable } from '../domain/timeslots.ts';
import { createSession, saveSessionData } from '../http/session.ts';
import { seedOrder } from '../seed/history.ts';
import type { Shop } from '../shop.ts';

export const SHARED_SHOPPER = {
  userId: 1001,
  login: 'mario.rossi@example.it',
  password: 'Segreta1',
  cartId: 55,
};

export interface StateResult {
  /** Session of the state's caller; undefined = a guest. */
  session: string | undefined;
  /** Values the pacts inject with fromProviderState. */
  values?: Record<string, string>;
}

export type StateHandler = (shop: Shop, params: Record<string, unknown>) => StateResult;

const HOME_WAREHOUSE = 8;
const HOME_SLOT = 12;

/** The shared shopper's own rows, put back as seeded before every state. */
const SHOPPER_ROWS = [
  'users',
  'addresses',
  'payment_auths',
  'person_fiscal',
  'user_disclaimers',
  'user_gift_certificates',
] as const;

/** Restores the shared shopper's rows from the copy taken the first time a state was set up. */
function restoreShopper(shop: Shop): void {
  const { db } = shop;
  const saved = db.one<{ value: string }>("SELECT value FROM meta WHERE key = 'dev:shopper'");
  if (!saved) {
    const copy = Object.fromEntries(
      SHOPPER_ROWS.map((table) => [table, db.all(`SELECT * FROM ${table} WHERE user_id = 1001`)]),
    );
    db.run("INSERT INTO meta (key, value) VALUES ('dev:shopper', ?)", JSON.stringify(copy));
    return;
  }
  const copy = JSON.parse(saved.value) as Record<string, Record<string, string | number | null>[]>;
  db.run('PRAGMA defer_foreign_keys = ON');
  for (const table of [...SHOPPER_ROWS].reverse())
    db.run(`DELETE FROM ${table} WHERE user_id = 1001`);
  for (const table of SHOPPER_ROWS) {
    for (const row of copy[table] ?? []) {
      const columns = Object.keys(row);
      db.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        ...columns.map((c) => row[c] ?? null),
      );
    }
  }
}

/** What every state starts from: no dev switches, delivery areas and shopper 1001 as seeded. */
function baseline(shop: Shop): void {
  const { db } = shop;
  // Newcomers the contracts register ('a guest') are not customers yet.
  db.run("DELETE FROM users WHERE login = 'lucia.neri@example.it'");
  db.run("DELETE FROM meta WHERE key LIKE 'dev:%' AND key NOT IN ('dev:radii', 'dev:shopper')");
  restoreShopper(shop);
  const saved = db.one<{ value: string }>("SELECT value FROM meta WHERE key = 'dev:radii'");
  if (saved) {
    for (const [id, radius] of Object.entries(JSON.parse(saved.value) as Record<string, number>))
      db.run('UPDATE warehouses SET home_radius_m = ? WHERE warehouse_id = ?', radius, Number(id));
  } else {
    const radii = Object.fromEntries(
      db
        .all<{ warehouse_id: number; home_radius_m: number }>(
          'SELECT warehouse_id, home_radius_m FROM warehouses',
        )
        .map((w) => [w.warehouse_id, w.home_radius_m]),
    );
    db.run("INSERT INTO meta (key, value) VALUES ('dev:radii', ?)", JSON.stringify(radii));
  }
}

/** Empties cart 55 of the shared shopper and puts it back on home address 300, no slot chosen. */
function freshCart(shop: Shop): void {
  const { db } = shop;
  db.run('DELETE FROM cart_items WHERE cart_id = 55');
  db.run('DELETE FROM cart_codes WHERE cart_id = 55');
  db.run('UPDATE carts SET closed = 1 WHERE user_id = 1001 AND cart_id <> 55 AND closed <> 1');
  db.run(
    "UPDATE carts SET closed = 0, status_id = 1, order_id = NULL, delivery_service_id = 2, address_id = 300, address_auto = 0, timeslot_id = NULL, timeslot_date = NULL, timeslot_auto = 1, warehouse_id = 8, store_id = 5, infos = '{}', prepared = 0 WHERE cart_id = 55",
  );
}

function shopperSession(shop: Shop): string {
  return createSession(shop, SHARED_SHOPPER.userId, false).sessionId;
}

function twoItems(shop: Shop): void {
  freshCart(shop);
  shop.db.run(
    "INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES ('i1', 55, 101, 2, 1), ('i2', 55, 102, 1, 2)",
  );
}

/** The first day on which home slot 12 of warehouse 8 can still be booked. */
function nextDeliveryDay(shop: Shop): string {
  const slot = timeslotTemplate(HOME_SLOT);
  if (!slot) throw new Error(`timeslot ${HOME_SLOT} is not seeded`);
  for (let offset = 1; offset < 30; offset++) {
    const date = addDaysIso(today(), offset);
    if (isBookable(shop.db, date, slot, HOME_WAREHOUSE)) return date;
  }
  throw new Error('no bookable day for timeslot 12');
}

/** The two-items cart with home slot 12 chosen on the next day it can be booked. */
function readyToBuy(shop: Shop): string {
  twoItems(shop);
  // Line i3 brings the cart over the purchase minimum with a plain, always deliverable product.
  const filler = shop.db.one<{ product_id: number; price_display: number }>(
    `SELECT product_id, price_display FROM products WHERE tipologia = 'Pezzo' AND available = 1 AND promo IS NULL
       AND json_extract(infos, '$.QTY_MULT') = '1' AND json_extract(infos, '$.MAXACQ') IS NULL
       AND json_extract(infos, '$.LEAD_TIME') IS NULL AND json_extract(infos, '$.DAY_LOCK') IS NULL
       AND json_extract(infos, '$.PRODUCT_LOCK_CUTOFF') IS NULL ORDER BY price_display DESC LIMIT 1`,
  );
  if (filler) {
    shop.db.run(
      "INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES ('i3', 55, ?, ?, 3)",
      filler.product_id,
      Math.ceil(40 / filler.price_display),
    );
  }
  const date = nextDeliveryDay(shop);
  shop.db.run(
    'UPDATE carts SET timeslot_date = ?, timeslot_id = ?, timeslot_auto = 0 WHERE cart_id = 55',
    date,
    HOME_SLOT,
  );
  return date;
}

/** Order 900 as the pacts know it: placed (3), store pickup, card payment to retry, token, note 1. */
function placedOrder(shop: Shop): void {
  const { db } = shop;
  for (const table of ['order_items', 'order_packages', 'notes', 'payments'])
    db.run(`DELETE FROM ${table} WHERE order_id = 900`);
  db.run('DELETE FROM notes WHERE note_id = 1');
  db.run('UPDATE carts SET order_id = NULL WHERE order_id = 900');
  db.run('DELETE FROM orders WHERE order_id = 900');
  seedOrder(shop, {
    id: 900,
    status: 3,
    days: 3,
    slot: 23,
    addressId: 508,
    service: 1,
    products: [
      [101, 2],
      [102, 1],
    ],
    payment: PAY_BY_CARD,
    paymentStatus: 'failed',
  });
  db.run("UPDATE orders SET access_token = 'TOKEN900' WHERE order_id = 900");
  db.run(
    "INSERT INTO notes (note_id, order_id, user_id, rating, text, updated_at) VALUES (1, 900, 1001, 5, 'Tutto perfetto', ?)",
    shopDate().toISOString(),
  );
}

/** List 40 'Spesa settimanale' of the shared shopper with line w1 (product 101, 1 piece). */
function shoppingList(shop: Shop): void {
  const { db } = shop;
  db.run('DELETE FROM wishlist_items WHERE list_id = 40');
  db.run('DELETE FROM wishlist_shares WHERE list_id = 40');
  db.run('DELETE FROM wishlists WHERE list_id = 40');
  db.run(
    "INSERT INTO wishlists (list_id, user_id, name, is_default) VALUES (40, 1001, 'Spesa settimanale', 1)",
  );
  db.run(
    "INSERT INTO wishlist_items (item_id, list_id, product_id, quantity) VALUES ('w1', 40, 101, 1)",
  );
}

/**
 * List 45 'Dispensa di casa' of shopper 1002, shared READ with the shared shopper: line w45a
 * (product 101, 1 piece, available) and line w45b (product 171, out of stock in the seed).
 */
function sharedReadOnlyList(shop: Shop): void {
  const { db } = shop;
  db.run('DELETE FROM wishlist_items WHERE list_id = 45');
  db.run('DELETE FROM wishlist_shares WHERE list_id = 45');
  db.run('DELETE FROM wishlists WHERE list_id = 45');
  db.run(
    "INSERT INTO wishlists (list_id, user_id, name, is_default) VALUES (45, 1002, 'Dispensa di casa', 1)",
  );
  db.run(
    "INSERT INTO wishlist_items (item_id, list_id, product_id, quantity) VALUES ('w45a', 45, 101, 1), ('w45b', 45, 171, 1)",
  );
  db.run('UPDATE products SET available = 0 WHERE product_id = 171');
  db.run("INSERT INTO wishlist_shares (list_id, user_id, grant_type) VALUES (45, 1001, 'READ')");
}

/** Product 103: minimum 2, multiple 2, at most 10 per line and per delivery day. */
function purchaseLimits(shop: Shop): void {
  const { db } = shop;
  const row = db.one<{ infos: string }>('SELECT infos FROM products WHERE product_id = 103');
  const infos = { ...(JSON.parse(row?.infos ?? '{}') as Record<string, string>) };
  Object.assign(infos, { MINACQ: '2', QTY_MULT: '2', MAXACQ: '10' });
  db.run('UPDATE products SET infos = ? WHERE product_id = 103', JSON.stringify(infos));
}

export const PROVIDER_STATE_HANDLERS: Record<string, StateHandler> = {
  'a guest': () => ({ session: undefined }),

  'a registered shopper without MFA': (shop) => {
    freshCart(shop);
    return { session: undefined };
  },

  'a shopper with MFA enabled': (shop, params) => {
    shop.db.run('UPDATE users SET mfa_enabled = 1 WHERE user_id = 1001');
    const pin =
      typeof params.pin === 'string' && /^\d{6}$/.test(params.pin) ? params.pin : undefined;
    if (pin && !findCode(shop.db, 'mfa', pin)) issueCode(shop.db, 'mfa', pin, { userId: 1001 });
    return { session: undefined };
  },

  'a logged-in shopper': (shop) => {
    freshCart(shop);
    return { session: shopperSession(shop) };
  },

  'a logged-in shopper with a push device': (shop) => {
    freshCart(shop);
    shop.db.run(
      `INSERT INTO devices (uuid, platform, user_id, external_id, active, updated_at)
       VALUES ('DEVICE1', 'android', 1001, 'PUSH1', 1, ?)
       ON CONFLICT(uuid, platform) DO UPDATE SET user_id = 1001, active = 1`,
      shopDate().toISOString(),
    );
    return { session: shopperSession(shop) };
  },

  'a logged-in shopper who asked to turn MFA on': (shop, params) => {
    freshCart(shop);
    const pin =
      typeof params.pin === 'string' && /^\d{6}$/.test(params.pin) ? params.pin : '246810';
    issueCode(shop.db, 'mfa-setting', pin, { userId: 1001, value: 'true' });
    return { session: shopperSession(shop) };
  },

  'a shopper whose session has expired': (shop) => {
    const session = shopperSession(shop);
    shop.db.run(
      'UPDATE sessions SET expires_at = ? WHERE session_id = ?',
      shopNow() - 1000,
      session,
    );
    return { session };
  },

  'a shopper with facilitated delivery': (shop) => {
    freshCart(shop);
    shop.db.run("UPDATE users SET legals = '[1,2,4]' WHERE user_id = 1001");
    return { session: shopperSession(shop) };
  },

  'a shopper who confirmed the anonymisation': (shop) => {
    const session = createSession(shop, SHARED_SHOPPER.userId, false);
    session.data.anonymizeChecked = true;
    saveSessionData(shop, session);
    return { session: session.sessionId };
  },

  'a shopper back from Google sign-in': (shop, params) => {
    const code = typeof params.code === 'string' && params.code ? params.code : 'GOOGLE-CODE';
    issueCode(shop.db, 'social', code, { userId: SHARED_SHOPPER.userId, value: 'google' });
    return { session: undefined };
  },

  'a back-office operator back from SAML sign-in': (shop, params) => {
    const code =
      typeof params.artifact === 'string' && params.artifact ? params.artifact : 'SAML-ARTIFACT';
    issueCode(shop.db, 'social', code, { subject: 'operatore', value: 'saml' });
    return { session: undefined };
  },

  'a shopper with two items in the cart': (shop) => {
    twoItems(shop);
    return { session: shopperSession(shop) };
  },

  'a shopper with a product with purchase limits': (shop) => {
    purchaseLimits(shop);
    const date = readyToBuy(shop);
    shop.db.run('DELETE FROM cart_items WHERE cart_id = 55');
    // An earlier order for the same day already holds the daily maximum of product 103.
    placedOrder(shop);
    shop.db.run(
      "UPDATE orders SET delivery_date = ?, timeslot = json_set(timeslot, '$.date', ?) WHERE order_id = 900",
      date,
      date,
    );
    shop.db.run('UPDATE order_items SET quantity = 10 WHERE order_id = 900 AND product_id = 101');
    shop.db.run(
      'UPDATE order_items SET product_id = 103 WHERE order_id = 900 AND product_id = 101',
    );
    return { session: shopperSession(shop) };
  },

  'a shopper with a valid discount code': (shop) => {
    twoItems(shop);
    // Applied already: adding it again is harmless, removing it is possible.
    shop.db.run('INSERT INTO cart_codes (cart_id, gift_certificate_id) VALUES (55, 1)');
    return { session: shopperSession(shop) };
  },

  'a shopper with an address outside the delivery area': (shop) => {
    freshCart(shop);
    // Bergamo's warehouse stops delivering at home: its addresses are not covered.
    shop.db.run("UPDATE warehouses SET home_radius_m = 0 WHERE city = 'Bergamo'");
    return { session: shopperSession(shop) };
  },

  'a shopper ready to check out': (shop) => {
    const deliveryDate = readyToBuy(shop);
    shop.db.run('DELETE FROM payment_auths WHERE user_id = 1001');
    return { session: shopperSession(shop), values: { deliveryDate } };
  },

  'a shopper whose payment is refused': (shop) => {
    readyToBuy(shop);
    shop.db.run("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')", REFUSE_ORDERS_FLAG);
    return { session: shopperSession(shop) };
  },

  'a shopper with a placed order': (shop) => {
    twoItems(shop);
    placedOrder(shop);
    return { session: shopperSession(shop) };
  },

  'a shopper whose pickup has a parking spot': (shop) => {
    twoItems(shop);
    placedOrder(shop);
    shop.db.run(
      'UPDATE orders SET parking = ? WHERE order_id = 900',
      JSON.stringify({
        reservedAt: shopDate().toISOString(),
        distance: 800,
        reservationInfo: 'AB123CD',
        parkingSpot: 'P5',
      }),
    );
    return { session: shopperSession(shop) };
  },

  'a shopper with a delivered order': (shop) => {
    // The seed's order 890 (history.ts): delivered, so it has an invoice.
    shop.db.run('UPDATE orders SET status_id = 8 WHERE order_id = 890 AND user_id = 1001');
    // Its rating, as seeded: another state may have taken the seed's note id 1 for order 900.
    if (!shop.db.one('SELECT 1 FROM notes WHERE order_id = 890'))
      shop.db.run(
        "INSERT INTO notes (order_id, user_id, rating, text, updated_at) VALUES (890, 1001, 5, 'Tutto perfetto, frutta freschissima e corriere gentile.', ?)",
        shopDate().toISOString(),
      );
    return { session: shopperSession(shop) };
  },

  'a shopper with a shopping list': (shop) => {
    twoItems(shop);
    shoppingList(shop);
    return { session: shopperSession(shop) };
  },

  'a shopper with a list shared read-only': (shop) => {
    twoItems(shop);
    sharedReadOnlyList(shop);
    return { session: shopperSession(shop) };
  },

  'a shop with a catalogue': (shop) => {
    forgetCategories(shop.db);
    return { session: undefined };
  },

  'a shop with stores and delivery slots': (shop) => {
    twoItems(shop);
    return { session: shopperSession(shop), values: { deliveryDate: nextDeliveryDay(shop) } };
  },

  'a shopper who asked for a password reset': (shop) => {
    const { db } = shop;
    issueCode(db, 'reset', 'RESET123', { userId: 1001 });
    // A link used already (no owner: issuing it must not drop RESET123, the user's newest).
    issueCode(db, 'reset', 'USED123', { subject: 'a used link' });
    findCode(db, 'reset', 'USED123', true);
    issueCode(db, 'email', 'MAIL123', { userId: 1001, value: 'mario.rossi.nuovo@example.it' });
    issueCode(db, 'anonymize', 'ANON123', { userId: 1001 });
    const email = 'nuovo.cliente@example.it';
    const pending = db.one<{ user_id: number }>('SELECT user_id FROM users WHERE login = ?', email);
    const userId =
      pending?.user_id ??
      db.run(
        "INSERT INTO users (login, email, password_hash, first_name, last_name, status, created_at) VALUES (?, ?, ?, 'Nuovo', 'Cliente', 'pending', ?)",
        email,
        email,
        hashPassword('Nuova1234'),
        shopDate().toISOString(),
      ).id;
    db.run("UPDATE users SET status = 'pending' WHERE user_id = ?", userId);
    issueCode(db, 'registration', 'ABC123', { userId, subject: email });
    return { session: shopperSession(shop) };
  },

  'a back-office operator': (shop) => {
    const { db } = shop;
    db.run('UPDATE backoffice_users SET otp_enabled = 0 WHERE username = ?', 'operatore');
    db.run("UPDATE marketing_contacts SET removed = 0 WHERE contact_key = 'CK1'");
    const session = createSession(shop, -1, false);
    session.backofficeUser = 'operatore';
    saveSessionData(shop, session);
    return { session: session.sessionId };
  },

  'a back-office operator with a code by e-mail': (shop, params) => {
    const { db } = shop;
    db.run('UPDATE backoffice_users SET otp_enabled = 1 WHERE username = ?', 'supervisore');
    const otp = typeof params.otp === 'string' && /^\d{6}$/.test(params.otp) ? params.otp : '';
    const subject = 'supervisore@backoffice.sporta.example.it';
    if (otp && !findCode(db, 'otp', otp)) issueCode(db, 'otp', otp, { subject });
    return { session: undefined };
  },
};

export function runProviderState(
  shop: Shop,
  state: string,
  params: Record<string, unknown>,
): StateResult | undefined {
  const handler = PROVIDER_STATE_HANDLERS[state];
  if (!handler) return undefined;
  return shop.db.transaction(() => {
    baseline(shop);
    return handler(shop, params);
  });
}
