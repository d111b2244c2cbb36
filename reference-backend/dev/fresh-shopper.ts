/**
 * A fresh shopper for one e2e journey (POST /_dev/shopper): a copy of a demo account — its
 * consents, its own addresses — with a login and a name of its own ('Cliente Prova N'), so journeys running side by side never
 * change each other's cart. Options put the cart in the state the journey starts from.
 */
import { randomBytes } from 'node:crypto';
import { MIN_PROFILE_LEVEL } from '@sporta/rules';
import { type AddressRow, addressById, pickupPointOf } from '../domain/addresses.ts';
import { type CartRow, computeCart, newItemId } from '../domain/cart.ts';
import { shopDate } from '../domain/clock.ts';
import { type OrderRow, writeOrder } from '../domain/orders.ts';
import { CART_STATUS_MODIFYING } from '../domain/shop.ts';
import { firstBookable, lastBookable } from '../domain/timeslots.ts';
import { copyUserMessages } from '../domain/user-messages.ts';
import type { Shop } from '../shop.ts';

/**
 * Places a journey's first slot keeps free: the shopper's own order and what the other worker's
 * journey may book meanwhile — a slot with one place left was filled by the other journey first,
 * and this one's order refused ('La fascia oraria scelta non è più disponibile').
 */
const JOURNEY_ROOM = 4;

export interface FreshShopperOptions {
  /** The demo account copied (1001–1004); default 1002, a plain shopper in Monza. */
  like?: number;
  /** Lines put in the cart. */
  items?: { productId: number; quantity: number }[];
  /** The copied default address is on the cart as chosen by the shopper (not auto-assigned). */
  addressChosen?: boolean;
  /** Another of the demo account's addresses (its demo id, e.g. 321: Luca's office, delivered from
   * warehouse 89) on the cart for home delivery, as the address dialog leaves it (implies
   * addressChosen). */
  deliverTo?: number;
  /** A store (store_id) whose pickup point is on the cart, as store-proximity/select leaves it:
   * the cart is for store pickup (service 1), the store the shopper's own (implies addressChosen). */
  pickupStore?: number;
  /** The first bookable slot at the standard fee of the cart's service and warehouse is on the
   * cart as chosen by the shopper (implies addressChosen): a journey's totals never follow a
   * slot's promotion unless it chooses one. */
  slotChosen?: boolean;
  /** Lines of an order already placed for the cart's delivery day (implies slotChosen): MAXACQ
   * is a daily maximum (spec: shopping §8). */
  orderedThatDay?: { productId: number; quantity: number }[];
  /** 7: an order reopened for modification (spec: shopping §4): the order is placed, then reopened. */
  cartStatus?: number;
  /** With slotChosen: the last bookable slot of the days offered instead of the first — one no
   * other journey books, so a journey may fill it (POST /_dev/fill-slot). */
  lastSlot?: boolean;
  /** The demo account's saved cards (payment-type/list-auth), the shopper's own (like 1001 has one). */
  savedCards?: boolean;
  /** The demo account's billing identities (user-person-fiscal/list), the shopper's own (like
   * 1001 has Mario Rossi's: a person, named by first and last name, no company name). */
  billing?: boolean;
  /** The demo account's unused gift certificates, copied to the shopper's own (giftcertificate/list). */
  giftCertificates?: boolean;
  /** With giftCertificates: the demo account's used and expired ones too (the history of /profile/gift). */
  pastCertificates?: boolean;
  /** The demo account's orders (1001 has one in every status), copied as the shopper's own. */
  orders?: boolean;
  /** The demo account's shopping lists (1001 has two), copied as the shopper's own, and the lists
   * other shoppers share with it, shared with the copy on the same grants (1001: one READ, one WRITE). */
  lists?: boolean;
  /** The required consents withdrawn (as a shop whose rules changed after she registered would
   * have them): check-disclaimer names them missing, so her sign-in leads to the consent page. */
  missingConsents?: boolean;
  /** The account's profile level (user.profile.level; the demo accounts' is 2). Below
   * minProfileLevel her profile lacks its birth date and fiscal code, as a social sign-up's
   * would: checkout leads her to the profile to complete them (docs/adr/0014). */
  profileLevel?: number;
  /** The demo account's messages (1001 has three, two unread), copied with their read state. */
  messages?: boolean;
  /** Two-step login on (as Luca's): a login mails a 6-digit code to the shopper's own login. */
  mfa?: boolean;
  /** A Google account linked to her (`cliente.N@gmail.example`), which the fake provider signs
   * in, saying her name, gender 'F' and birth date 14/03/1991 (registration/social_user_detail). */
  socialLink?: boolean;
}

/** Service 2 (spec: shopping §9): the fresh shopper's cart is for home delivery… */
const HOME_DELIVERY = 2;
/** …or, with pickupStore, service 1: store pickup. */
const STORE_PICKUP = 1;
/** Order status 3, 'ordered' (spec: shopping §4). */
const ORDER_STATUS_ORDERED = 3;

export interface FreshShopper {
  userId: number;
  login: string;
  password: string;
  cartId: number;
  /** Old address id → the copy's. */
  addresses: Record<string, number>;
  /** Old order id → the copy's (with `orders`). */
  orders: Record<string, number>;
  /** Old list id → the copy's (with `lists`); shared lists keep their id. */
  lists: Record<string, number>;
}

const DEMO_IDS = [1001, 1002, 1003, 1004];

export function parseFreshShopperOptions(input: Record<string, unknown>): FreshShopperOptions {
  const like = input.like === undefined ? 1002 : Number(input.like);
  if (!DEMO_IDS.includes(like)) throw new Error(`like must be one of ${DEMO_IDS.join(', ')}`);
  const lines = (value: unknown, name: string) =>
    Array.isArray(value)
      ? value.map((item) => {
          const { productId, quantity } = (item ?? {}) as Record<string, unknown>;
          if (!Number.isInteger(productId) || typeof quantity !== 'number' || quantity <= 0)
            throw new Error(`${name}: [{ productId: integer, quantity: number > 0 }]`);
          return { productId: productId as number, quantity };
        })
      : [];
  const items = lines(input.items, 'items');
  const orderedThatDay = lines(input.orderedThatDay, 'orderedThatDay');
  const cartStatus = input.cartStatus === undefined ? undefined : Number(input.cartStatus);
  const profileLevel = input.profileLevel === undefined ? undefined : Number(input.profileLevel);
  if (profileLevel !== undefined && !(Number.isInteger(profileLevel) && profileLevel >= 0))
    throw new Error('profileLevel: a whole number from 0');
  const id = (name: string) => {
    const value = input[name];
    if (value !== undefined && !Number.isInteger(value)) throw new Error(`${name}: an id`);
    return value as number | undefined;
  };
  const deliverTo = id('deliverTo');
  const pickupStore = id('pickupStore');
  if (deliverTo !== undefined && pickupStore !== undefined)
    throw new Error('deliverTo or pickupStore, not both');
  return {
    like,
    items,
    addressChosen:
      input.addressChosen === true ||
      input.slotChosen === true ||
      orderedThatDay.length > 0 ||
      deliverTo !== undefined ||
      pickupStore !== undefined,
    ...(deliverTo === undefined ? {} : { deliverTo }),
    ...(pickupStore === undefined ? {} : { pickupStore }),
    slotChosen: input.slotChosen === true || orderedThatDay.length > 0,
    ...(orderedThatDay.length > 0 ? { orderedThatDay } : {}),
    ...(cartStatus === undefined ? {} : { cartStatus }),
    ...(input.giftCertificates === true ? { giftCertificates: true } : {}),
    ...(input.pastCertificates === true ? { pastCertificates: true } : {}),
    ...(input.lastSlot === true ? { lastSlot: true } : {}),
    ...(input.savedCards === true ? { savedCards: true } : {}),
    ...(input.billing === true ? { billing: true } : {}),
    ...(input.orders === true ? { orders: true } : {}),
    ...(input.lists === true ? { lists: true } : {}),
    ...(input.missingConsents === true ? { missingConsents: true } : {}),
    ...(profileLevel === undefined ? {} : { profileLevel }),
    ...(input.messages === true ? { messages: true } : {}),
    ...(input.mfa === true ? { mfa: true } : {}),
    ...(input.socialLink === true ? { socialLink: true } : {}),
  };
}

export function createFreshShopper(shop: Shop, options: FreshShopperOptions): FreshShopper {
  const { db } = shop;
  const like = options.like ?? 1002;
  return db.transaction(() => {
    const next = db.one<{ id: number }>('SELECT MAX(user_id) + 1 AS id FROM users');
    const userId = Math.max(next?.id ?? 0, 5000);
    const login = `cliente.${userId}@example.it`;
    db.run(
      `INSERT INTO users (user_id, login, email, password_hash, first_name, last_name, user_type_id, status,
         mfa_enabled, cod_int, profile_level, beta_tester, legals, crm_segments, person, created_at)
       SELECT ?, ?, ?, password_hash, 'Cliente', ?, user_type_id, status, ?, ?, profile_level,
         beta_tester, legals, crm_segments, person, ? FROM users WHERE user_id = ?`,
      userId,
      login,
      login,
      // A name of its own: lists of customers and sign-in pages never show two "Mario Rossi".
      `Prova ${userId}`,
      options.mfa === true,
      `C${userId}`,
      shopDate().toISOString(),
      like,
    );
    const addresses: Record<string, number> = {};
    const own = db.all<{ address_id: number }>(
      'SELECT address_id FROM addresses WHERE user_id = ? AND deleted = 0 ORDER BY address_id',
      like,
    );
    for (const { address_id } of own) {
      addresses[address_id] = db.run(
        `INSERT INTO addresses (user_id, address_type_id, delivery_service_id, warehouse_id, store_id, address_name,
           address1, address_number, city, province, postal_code, latitude, longitude, zone_id, address_class_id,
           facilitated, extra)
         SELECT ?, address_type_id, delivery_service_id, warehouse_id, store_id, address_name, address1,
           address_number, city, province, postal_code, latitude, longitude, zone_id, address_class_id,
           facilitated, extra FROM addresses WHERE address_id = ?`,
        userId,
        address_id,
      ).id;
    }
    // The demo account's consents, as registration left them (the required one given).
    db.run(
      `INSERT INTO user_disclaimers (user_id, registration_disclaimer_id, value)
       SELECT ?, registration_disclaimer_id, value FROM user_disclaimers WHERE user_id = ?`,
      userId,
      like,
    );
    if (options.missingConsents)
      db.run(
        `UPDATE user_disclaimers SET value = 'false' WHERE user_id = ? AND registration_disclaimer_id IN
           (SELECT registration_disclaimer_id FROM disclaimers WHERE required = 1)`,
        userId,
      );
    if (options.profileLevel !== undefined) lowerProfileLevel(shop, userId, options.profileLevel);
    if (options.socialLink)
      db.run(
        'INSERT INTO sign_in_links (provider, subject, user_id, profile) VALUES (?, ?, ?, ?)',
        'google',
        `cliente.${userId}@gmail.example`,
        userId,
        JSON.stringify({
          firstName: 'Cliente',
          lastName: `Prova ${userId}`,
          gender: 'F',
          birthDate: '14/03/1991',
        }),
      );
    const original = db.one<{ d: number | null; s: number | null }>(
      'SELECT default_delivery_address_id AS d, default_store_address_id AS s FROM users WHERE user_id = ?',
      like,
    );
    const defaultAddress = original?.d ? (addresses[original.d] ?? null) : null;
    const pickup =
      options.pickupStore === undefined ? undefined : pickupPoint(shop, options.pickupStore);
    db.run(
      'UPDATE users SET default_delivery_address_id = ?, default_store_address_id = ? WHERE user_id = ?',
      defaultAddress,
      pickup?.address_id ?? original?.s ?? null,
      userId,
    );
    const chosen = pickup ?? deliveryAddress(shop, options.deliverTo, addresses, defaultAddress);
    const serviceId = pickup ? STORE_PICKUP : HOME_DELIVERY;
    const cartId = db.run(
      `INSERT INTO carts (user_id, status_id, delivery_service_id, address_id, address_auto, warehouse_id, store_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      userId,
      options.cartStatus === CART_STATUS_MODIFYING ? CART_STATUS_MODIFYING : 1,
      serviceId,
      chosen?.address_id ?? null,
      options.addressChosen ? 0 : 1,
      chosen?.warehouse_id ?? null,
      chosen?.store_id ?? null,
    ).id;
    const modifying = options.cartStatus === CART_STATUS_MODIFYING;
    const warehouseId = chosen?.warehouse_id;
    const slot =
      (options.slotChosen || modifying) && warehouseId
        ? options.lastSlot
          ? lastBookable(db, serviceId, warehouseId)
          : firstBookable(db, serviceId, warehouseId, undefined, JOURNEY_ROOM, true)
        : undefined;
    if (slot)
      db.run(
        'UPDATE carts SET timeslot_date = ?, timeslot_id = ?, timeslot_auto = 0 WHERE cart_id = ?',
        slot.date,
        slot.slot.timeslotId,
        cartId,
      );
    if (slot && options.orderedThatDay?.length) placeOrderOf(shop, cartId, options.orderedThatDay);
    (options.items ?? []).forEach((item, index) => {
      db.run(
        'INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES (?, ?, ?, ?, ?)',
        `f${cartId}-${index + 1}`,
        cartId,
        item.productId,
        item.quantity,
        index + 1,
      );
    });
    // An order reopened for modification: the order as placed, the cart holding its lines.
    const row = modifying
      ? db.one<CartRow>('SELECT * FROM carts WHERE cart_id = ?', cartId)
      : undefined;
    if (row) {
      const orderId = writeOrder(shop, computeCart(shop, row), {
        statusId: ORDER_STATUS_ORDERED,
        paymentTypeId: 1,
        paymentStatus: 'to_pay',
      });
      db.run('UPDATE carts SET order_id = ? WHERE cart_id = ?', orderId, cartId);
    }
    if (options.giftCertificates) {
      const today = shopDate().toISOString().slice(0, 10);
      // Still usable ones; with pastCertificates the used (kept as used, by the demo's order
      // number) and expired ones too.
      db.run(
        `INSERT INTO user_gift_certificates (user_id, gift_certificate_id, manual, used_order_id, assigned_at)
         SELECT ?, u.gift_certificate_id, u.manual, u.used_order_id, ? FROM user_gift_certificates u
           JOIN gift_certificates g ON g.gift_certificate_id = u.gift_certificate_id
          WHERE u.user_id = ? ${options.pastCertificates ? '' : 'AND u.used_order_id IS NULL AND g.valid_until >= ?'}
          ORDER BY u.user_gift_certificate_id`,
        userId,
        shopDate().toISOString(),
        like,
        ...(options.pastCertificates ? [] : [today]),
      );
    }
    if (options.savedCards)
      db.run(
        `INSERT INTO payment_auths (user_id, payment_type_id, card, expiry)
         SELECT ?, payment_type_id, card, expiry FROM payment_auths WHERE user_id = ?
          ORDER BY user_payment_auth_id`,
        userId,
        like,
      );
    if (options.billing)
      db.run(
        `INSERT INTO person_fiscal (user_id, data)
         SELECT ?, data FROM person_fiscal WHERE user_id = ? ORDER BY person_fiscal_id`,
        userId,
        like,
      );
    const orders = options.orders ? copyOrders(shop, like, userId, addresses) : {};
    const lists = options.lists ? copyLists(shop, like, userId) : {};
    if (options.messages) copyUserMessages(db, like, userId);
    return { userId, login, password: 'Segreta1', cartId, addresses, orders, lists };
  });
}

/** The copy of the demo address `demoId` (the default one without it), for home delivery. */
function deliveryAddress(
  shop: Shop,
  demoId: number | undefined,
  copies: Record<string, number>,
  defaultAddress: number | null,
): AddressRow | undefined {
  const addressId = demoId === undefined ? defaultAddress : copies[demoId];
  if (demoId !== undefined && addressId === undefined)
    throw new Error(`deliverTo: ${demoId} is not an address of the demo account`);
  return addressId === null || addressId === undefined
    ? undefined
    : addressById(shop.db, addressId);
}

/** A store's pickup point, as store-proximity/select puts it on the cart (routes/stores.ts). */
function pickupPoint(shop: Shop, storeId: number): AddressRow {
  const point = pickupPointOf(shop.db, storeId);
  if (!point) throw new Error(`pickupStore: store ${storeId} has no pickup point`);
  return point;
}

/** An order placed for the cart's address and slot with these lines; the cart is left empty. */
function placeOrderOf(
  shop: Shop,
  cartId: number,
  lines: readonly { productId: number; quantity: number }[],
): void {
  const { db } = shop;
  lines.forEach((line, index) => {
    db.run(
      'INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES (?, ?, ?, ?, ?)',
      `o${cartId}-${index + 1}`,
      cartId,
      line.productId,
      line.quantity,
      index + 1,
    );
  });
  const row = db.one<CartRow>('SELECT * FROM carts WHERE cart_id = ?', cartId);
  if (row)
    writeOrder(shop, computeCart(shop, row), {
      statusId: ORDER_STATUS_ORDERED,
      paymentTypeId: 1,
      paymentStatus: 'to_pay',
    });
  db.run('DELETE FROM cart_items WHERE cart_id = ?', cartId);
}

/** The orders of `from` as `to`'s own: lines, bags, ratings, parking and replacements, on the copied addresses. */
function copyOrders(
  shop: Shop,
  from: number,
  to: number,
  addresses: Record<string, number>,
): Record<string, number> {
  const { db } = shop;
  const copies: Record<string, number> = {};
  const rows = db.all<OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY order_id', from);
  for (const row of rows) {
    const addressId =
      row.address_id === null ? null : (addresses[row.address_id] ?? row.address_id);
    const address = { ...(JSON.parse(row.address) as Record<string, unknown>), addressId };
    const orderId = db.run(
      `INSERT INTO orders (user_id, status_id, delivery_service_id, warehouse_id, address, address_id, timeslot,
         delivery_date, items_total, variable_total, package_total, discount_total, delivery_fee, gross_total,
         payment_type_id, payment_status, access_token, infos, created_at, parking)
       SELECT ?, status_id, delivery_service_id, warehouse_id, ?, ?, timeslot, delivery_date, items_total,
         variable_total, package_total, discount_total, delivery_fee, gross_total, payment_type_id,
         payment_status, ?, infos, created_at, parking FROM orders WHERE order_id = ?`,
      to,
      JSON.stringify(address),
      addressId,
      randomBytes(12).toString('hex').toUpperCase(),
      row.order_id,
    ).id;
    copies[row.order_id] = orderId;
    db.run(
      `INSERT INTO order_items (order_id, product_id, quantity, weight, gross_total, infos)
       SELECT ?, product_id, quantity, weight, gross_total, infos FROM order_items WHERE order_id = ?
        ORDER BY order_item_id`,
      orderId,
      row.order_id,
    );
    db.run(
      `INSERT INTO order_packages (order_id, package_id, quantity)
       SELECT ?, package_id, quantity FROM order_packages WHERE order_id = ?`,
      orderId,
      row.order_id,
    );
    // The ratings too (890 has one): the order detail shows them and the shopper updates them.
    db.run(
      `INSERT INTO notes (order_id, user_id, rating, text, updated_at)
       SELECT ?, ?, rating, text, updated_at FROM notes WHERE order_id = ? ORDER BY note_id`,
      orderId,
      to,
      row.order_id,
    );
  }
  for (const row of rows) {
    if (row.replaced_by === null) continue;
    db.run(
      'UPDATE orders SET replaced_by = ? WHERE order_id = ?',
      copies[row.replaced_by] ?? null,
      copies[row.order_id],
    );
  }
  return copies;
}

/** The lists of `from` as `to`'s own (lines with ids of their own), and the shares `from` was given. */
function copyLists(shop: Shop, from: number, to: number): Record<string, number> {
  const { db } = shop;
  const copies: Record<string, number> = {};
  const rows = db.all<{ list_id: number }>(
    'SELECT list_id FROM wishlists WHERE user_id = ? ORDER BY list_id',
    from,
  );
  for (const { list_id } of rows) {
    const listId = db.run(
      `INSERT INTO wishlists (user_id, name, is_default)
       SELECT ?, name, is_default FROM wishlists WHERE list_id = ?`,
      to,
      list_id,
    ).id;
    copies[list_id] = listId;
    const items = db.all<{
      product_id: number;
      quantity: number;
      weight: number | null;
      infos: string;
    }>(
      'SELECT product_id, quantity, weight, infos FROM wishlist_items WHERE list_id = ? ORDER BY rowid',
      list_id,
    );
    for (const item of items)
      db.run(
        'INSERT INTO wishlist_items (item_id, list_id, product_id, quantity, weight, infos) VALUES (?, ?, ?, ?, ?, ?)',
        newItemId(db, 'w'),
        listId,
        item.product_id,
        item.quantity,
        item.weight,
        item.infos,
      );
  }
  db.run(
    `INSERT INTO wishlist_shares (list_id, user_id, grant_type)
     SELECT list_id, ?, grant_type FROM wishlist_shares WHERE user_id = ?`,
    to,
    from,
  );
  return copies;
}

/** The level asked for; below minProfileLevel the profile lacks what would reach it. */
function lowerProfileLevel(shop: Shop, userId: number, level: number): void {
  const { db } = shop;
  db.run('UPDATE users SET profile_level = ? WHERE user_id = ?', level, userId);
  if (level >= MIN_PROFILE_LEVEL) return;
  const row = db.one<{ person: string }>('SELECT person FROM users WHERE user_id = ?', userId);
  const person = JSON.parse(row?.person ?? '{}') as Record<string, unknown>;
  delete person.birthDate;
  delete person.fiscalCode;
  db.run('UPDATE users SET person = ? WHERE user_id = ?', JSON.stringify(person), userId);
}
