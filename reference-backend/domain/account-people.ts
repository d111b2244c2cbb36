/**
 * The people of an account (spec: account §7 Orders, "order/list-for-all-user-shipping-addresses
 * and order/list-for-all-person-orders"; shopping §6 "Master account when userTypeId is '1' or
 * '2'"): a master account may hold other people (users.master_user_id, migration 6), each
 * shopping with their own login. Its holder sees their orders in two ways — those delivered to
 * her addresses, or all of them — and may open them; changing them stays theirs.
 */
import type { Database } from '../database.ts';
import type { OrderRow } from './orders.ts';

/** Which orders of the account a list shows, as a WHERE clause on `orders` and its values. */
export type OrderScope = 'own' | 'addresses' | 'people';

export function orderScopeWhere(scope: OrderScope, userId: number): [string, number[]] {
  if (scope === 'people')
    return [
      '(user_id = ? OR user_id IN (SELECT user_id FROM users WHERE master_user_id = ?))',
      [userId, userId],
    ];
  if (scope === 'addresses')
    // Her own orders, and those the account's people had delivered to one of her addresses.
    return [
      `(user_id = ? OR (user_id IN (SELECT user_id FROM users WHERE master_user_id = ?)
        AND address_id IN (SELECT address_id FROM addresses WHERE user_id = ?)))`,
      [userId, userId, userId],
    ];
  return ['user_id = ?', [userId]];
}

/** True when `order` was placed by one of the people of `userId`'s account (not by her). */
export function placedByAccountPerson(db: Database, order: OrderRow, userId: number): boolean {
  if (order.user_id === userId) return false;
  return (
    db.one(
      'SELECT 1 FROM users WHERE user_id = ? AND master_user_id = ?',
      order.user_id,
      userId,
    ) !== undefined
  );
}
