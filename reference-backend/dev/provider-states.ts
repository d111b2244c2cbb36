/**
 * Provider states for contract verification (contracts/provider-states.ts names them all; the
 * handlers here set up a first handful on the seeded shop, the others answer 501 until written).
 * Each handler prepares the database and answers the session the state's caller uses; the server
 * also makes it the session of requests that carry none (contracts pin no session header).
 */

import { forgetCategories } from '../domain/categories.ts';
import { findCode, issueCode } from '../domain/codes.ts';
import { createSession } from '../http/session.ts';
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
}

export type StateHandler = (shop: Shop, params: Record<string, unknown>) => StateResult;

/** Empties cart 55 of the shared shopper and puts it back on address 300. */
function freshCart(shop: Shop): void {
  const { db } = shop;
  db.run('DELETE FROM cart_items WHERE cart_id = 55');
  db.run('DELETE FROM cart_codes WHERE cart_id = 55');
  db.run('UPDATE carts SET closed = 1 WHERE user_id = 1001 AND cart_id <> 55 AND closed <> 1');
  db.run(
    "UPDATE carts SET closed = 0, status_id = 1, order_id = NULL, delivery_service_id = 2, address_id = 300, address_auto = 0, timeslot_id = NULL, timeslot_date = NULL, warehouse_id = 8, store_id = 5, infos = '{}', prepared = 0 WHERE cart_id = 55",
  );
}

function shopperSession(shop: Shop): StateResult {
  return { session: createSession(shop, SHARED_SHOPPER.userId, false).sessionId };
}

function twoItems(shop: Shop): void {
  freshCart(shop);
  shop.db.run(
    "INSERT INTO cart_items (item_id, cart_id, product_id, quantity, position) VALUES ('i1', 55, 101, 2, 1), ('i2', 55, 102, 1, 2)",
  );
}

export const PROVIDER_STATE_HANDLERS: Record<string, StateHandler> = {
  'a guest': () => ({ session: undefined }),

  'a registered shopper without MFA': (shop) => {
    shop.db.run("UPDATE users SET mfa_enabled = 0, status = 'active' WHERE user_id = 1001");
    freshCart(shop);
    return { session: undefined };
  },

  'a shopper with MFA enabled': (shop, params) => {
    shop.db.run("UPDATE users SET mfa_enabled = 1, status = 'active' WHERE user_id = 1001");
    const pin =
      typeof params.pin === 'string' && /^\d{6}$/.test(params.pin) ? params.pin : undefined;
    if (pin && !findCode(shop.db, 'mfa', pin)) issueCode(shop.db, 'mfa', pin, { userId: 1001 });
    return { session: undefined };
  },

  'a logged-in shopper': (shop) => {
    shop.db.run('UPDATE users SET mfa_enabled = 0 WHERE user_id = 1001');
    freshCart(shop);
    return shopperSession(shop);
  },

  'a shopper whose session has expired': (shop) => {
    const { sessionId } = createSession(shop, SHARED_SHOPPER.userId, false);
    shop.db.run(
      'UPDATE sessions SET expires_at = ? WHERE session_id = ?',
      Date.now() - 1000,
      sessionId,
    );
    return { session: sessionId };
  },

  'a shopper with two items in the cart': (shop) => {
    twoItems(shop);
    return shopperSession(shop);
  },

  'a shopper with a valid discount code': (shop) => {
    twoItems(shop);
    return shopperSession(shop);
  },

  'a shop with a catalogue': (shop) => {
    forgetCategories(shop.db);
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
  return shop.db.transaction(() => handler(shop, params));
}
