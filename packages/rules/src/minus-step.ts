/**
 * The minus button of a cart line (spec: shopping §4 "Quantity stepping"), beside quantities.ts
 * (`previousQuantity` stays the grid's previous quantity, which the lists' steppers use).
 */
import { lastQuantity, previousQuantity, roundQuantity, type SellingRule } from './quantities.ts';

const EPSILON = 1e-9;
export type MinusChange =
  /** Set the line to `quantity` (cart/update). */
  | { readonly kind: 'setQuantity'; readonly quantity: number }
  /** The step reaches 0: remove the line (the drawer confirms first). */
  | { readonly kind: 'remove' }
  /** The step would land between 0 and minAcq: refused, the line stays as it is. */
  | { readonly kind: 'refuse'; readonly key: 'errors.minAcq' };

// spec: shopping §4 "Minus reaching 0 removes the line (with confirmation in the cart). Minus
// below minAcq gives an error."; Sfuso: "minus returns 0 when it would fall below WEIGHT_SELLING".
/**
 * What the minus button asks of the cart's line (undefined at 0: nothing to do). Pieces step down
 * by QTY_MULT: reaching 0 removes the line; landing between 0 and minAcq is refused with
 * errors.minAcq — also from a line the server holds below a raised minimum — so a minus at minAcq
 * removes only when minAcq is one step (minAcq 3 by ones: 3 → "errors.minAcq", never 2 or 0).
 * Above MAXACQ the line comes down to the limit. Loose goods follow `previousQuantity`.
 */
export function minusChange(rule: SellingRule, current: number): MinusChange | undefined {
  if (!(current > 0)) return undefined;
  const last = lastQuantity(rule);
  if (rule.kind === 'weight' || (last !== undefined && current > last)) {
    const quantity = previousQuantity(rule, current);
    if (quantity === current) return undefined;
    return quantity === 0 ? { kind: 'remove' } : { kind: 'setQuantity', quantity };
  }
  const step = rule.multiple;
  const below = (Math.ceil(roundQuantity(current) / step - EPSILON) - 1) * step;
  if (below <= 0) return { kind: 'remove' };
  if (below < rule.minAcq) return { kind: 'refuse', key: 'errors.minAcq' };
  return { kind: 'setQuantity', quantity: below };
}
