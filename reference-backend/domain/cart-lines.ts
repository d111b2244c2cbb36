/**
 * Putting a product line into a cart (spec: shopping §4 "Quantity stepping", §5, §7 Cart): the
 * cart, a list and a past order all add lines this way, so the same rules refuse the same lines.
 */
import { checkDailyMaximum, checkLineQuantity } from '@sporta/rules';
import type { Database } from '../database.ts';
import { Refusal } from '../http/envelope.ts';
import { isObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, text } from '../messages.ts';
import { type CartRow, cartItems, newItemId } from './cart.ts';
import { quantityOrRefusal } from './lines.ts';
import { productById, sellingRuleOf } from './products.ts';

/** How a line got into the cart. */
export const INSERTION = { manual: 1, fromOrder: 2, fromList: 3 } as const;

/** Quantity of a product in the shopper's other orders for the same delivery day. */
export function orderedThatDay(
  db: Database,
  cart: CartRow,
  productId: number,
  day: string | undefined,
): number {
  if (!day) return 0;
  const row = db.one<{ q: number | null }>(
    `SELECT SUM(i.quantity) AS q FROM order_items i JOIN orders o ON o.order_id = i.order_id
      WHERE o.user_id = ? AND o.delivery_date = ? AND i.product_id = ? AND o.status_id NOT IN (10, 11, 13) AND o.order_id IS NOT ?`,
    cart.user_id,
    day,
    productId,
    cart.order_id,
  );
  return row?.q ?? 0;
}

/** Line infos as strings (cartItemInfo values are strings), plus chosen select options. */
export function lineInfos(item: JsonObject, optionNames: string[]): Record<string, string> {
  const infos: Record<string, string> = {};
  if (isObject(item.infos)) {
    for (const [key, value] of Object.entries(item.infos)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) infos[key] = String(value);
    }
  }
  for (const name of optionNames) {
    const value =
      optString(item[name]) ??
      optString(isObject(item.searchParams) ? item.searchParams[name] : undefined);
    if (value !== undefined) infos[name] = value;
  }
  return infos;
}

/** Adds (or increases) one product line; throws the spec's refusal when a rule says no. */
export function addLine(
  db: Database,
  cart: CartRow,
  item: JsonObject,
  insertion: number,
  slotDay: string | undefined,
): void {
  const productId = optNumber(item.productId);
  const product = productId === undefined ? undefined : productById(db, productId);
  if (!product) throw new Refusal(BACKEND_TEXTS.productNotFound);
  if (product.available !== 1)
    throw new Refusal(text('productUnavailable', { name: product.name }));
  const rule = sellingRuleOf(product);
  const loose = rule.kind === 'weight';
  const requested = loose
    ? (optNumber(item.weight) ?? optNumber(item.quantity))
    : optNumber(item.quantity);
  if (requested === undefined) throw new Refusal(text('missingParameter', { name: 'quantity' }));
  const options = product.select_options
    ? (JSON.parse(product.select_options) as { parameterName: string }[]).map(
        (o) => o.parameterName,
      )
    : [];
  const newInfos = lineInfos(item, options);
  // The selectable promo the shopper opted into (cart/add's extra param, as the storefront sends it).
  const promo = product.promo ? (JSON.parse(product.promo) as Record<string, unknown>) : undefined;
  if (promo?.selectable === true && optNumber(item.warehousePromoId) === promo.warehousePromoId)
    newInfos.warehousePromoId = String(promo.warehousePromoId);
  const existing = cartItems(db, cart.cart_id).find(
    (line) =>
      line.product_id === product.product_id &&
      options.every(
        (name) => (JSON.parse(line.infos) as Record<string, string>)[name] === newInfos[name],
      ),
  );
  const quantity = quantityOrRefusal(
    checkLineQuantity(rule, (existing?.quantity ?? 0) + requested),
  );
  const ordered = orderedThatDay(db, cart, product.product_id, slotDay);
  quantityOrRefusal(checkDailyMaximum(rule, quantity, ordered));
  if (existing) {
    const merged = { ...(JSON.parse(existing.infos) as Record<string, string>), ...newInfos };
    db.run(
      'UPDATE cart_items SET quantity = ?, infos = ? WHERE item_id = ?',
      quantity,
      JSON.stringify(merged),
      existing.item_id,
    );
  } else {
    const position =
      (db.one<{ n: number | null }>(
        'SELECT MAX(position) AS n FROM cart_items WHERE cart_id = ?',
        cart.cart_id,
      )?.n ?? 0) + 1;
    db.run(
      'INSERT INTO cart_items (item_id, cart_id, product_id, quantity, weight, insertion_type_id, infos, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      newItemId(db),
      cart.cart_id,
      product.product_id,
      quantity,
      loose ? quantity : null,
      insertion,
      JSON.stringify(newInfos),
      position,
    );
  }
  db.run('UPDATE carts SET prepared = 0 WHERE cart_id = ?', cart.cart_id);
}
