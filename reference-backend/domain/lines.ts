/**
 * One cart or list line (spec: shopping §4 "Quantity stepping", §5, §8): the refusal of a
 * quantity the rules of @sporta/rules say no to, the line total, and removing lines. The rules
 * themselves (allowed quantities, daily maximum, availability codes) are the package's, so the
 * storefront and the backend refuse the same lines.
 */

import { formatQuantity } from '@sporta/i18n/format';
import type { QuantityResult } from '@sporta/rules';
import type { Database } from '../database.ts';
import { Refusal } from '../http/envelope.ts';
import { type JsonObject, optNumber, optString } from '../http/input.ts';
import { text } from '../messages.ts';

/**
 * Euros to the cent, for the totals the backend answers. Not @sporta/rules' roundCents: that one
 * also clears binary noise (1.005 € → 1,01 €), which would change totals the backend has always
 * answered; quantities are rounded by the rules themselves.
 */
export const round2 = (euros: number) => Math.round(euros * 100) / 100;

/**
 * The quantity a rule accepted (pieces, or kilograms for Sfuso), or the Refusal with the text of
 * its key. The weight step reads as Italians write it ("0,1 kg"): the rule gives a number.
 */
export function quantityOrRefusal(result: QuantityResult): number {
  if (result.ok) return result.quantity;
  if (result.key === 'errors.weightStep') {
    const step = formatQuantity(result.params.step);
    throw new Refusal(text(result.key, { ...result.params, step }));
  }
  throw new Refusal(text(result.key, 'params' in result ? result.params : {}));
}

/** Line total: price × quantity (kg for Sfuso), with the AxB promo (pay m every n). */
export function lineTotal(
  priceDisplay: number,
  promo: Record<string, unknown> | undefined,
  quantity: number,
  chosenPromoId?: string,
): number {
  // A selectable promo counts only on the lines whose shopper opted into it.
  if (promo?.selectable === true) {
    const percent = Number(promo.discountPerc ?? 0);
    const chosen = chosenPromoId === String(promo.warehousePromoId);
    return round2(priceDisplay * quantity * (chosen ? 1 - percent / 100 : 1));
  }
  const other = (promo?.view as { promoOther?: { nPrice?: number; m?: number } } | undefined)
    ?.promoOther;
  if (promo?.warehousePromoTypeId === 6 && other?.nPrice && other.m) {
    const groups = Math.floor(quantity / other.nPrice);
    return round2(priceDisplay * (groups * other.m + (quantity - groups * other.nPrice)));
  }
  return round2(priceDisplay * quantity);
}

/** Where lines live: a cart's or a shopping list's. */
const LINE_TABLES = {
  cart: { table: 'cart_items', owner: 'cart_id' },
  list: { table: 'wishlist_items', owner: 'list_id' },
} as const;

/** Deletes the lines named by itemId (else by productId) of a cart or a list; how many went. */
export function removeLines(
  db: Database,
  of: keyof typeof LINE_TABLES,
  ownerId: number,
  items: JsonObject[],
): number {
  const { table, owner } = LINE_TABLES[of];
  let removed = 0;
  for (const item of items) {
    const itemId = optString(item.itemId);
    const productId = optNumber(item.productId);
    const [column, value] =
      itemId !== undefined
        ? ['item_id', itemId]
        : productId !== undefined
          ? ['product_id', productId]
          : [];
    if (column === undefined) continue;
    removed += db.run(
      `DELETE FROM ${table} WHERE ${owner} = ? AND ${column} = ?`,
      ownerId,
      value,
    ).changes;
  }
  return removed;
}
