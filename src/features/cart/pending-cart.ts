/**
 * The cart as the shopper sees it while changes are on their way (issue 16: "a click changes the
 * line and the totals in the same frame"): the server's last cart with the pending quantities
 * (line-updates.ts) laid over it — a line's quantity and gross total, the items total and the
 * cart's total move by the line's difference; a line going to 0 is gone. Money in cents
 * (@sporta/rules). The server's next answer replaces the estimate.
 */
import { fromCents, toCents } from '@sporta/rules';
import type { Cart } from '../../platform/shopper/cart-state';

type Line = NonNullable<Cart['cartItems']>[number];

/** `keyOf`: the key a line's intent is kept under (its item id unless told otherwise). */
export function layIntents(
  cart: Cart,
  intents: ReadonlyMap<string, number>,
  keyOf: (line: Line) => string = (line) => String(line.itemId),
): Cart {
  if (intents.size === 0) return cart;
  let deltaCents = 0;
  let removed = 0;
  let changed = 0;
  const relay = (lines: readonly Line[] | undefined): Line[] | undefined => {
    if (!lines) return undefined;
    const shown: Line[] = [];
    for (const line of lines) {
      const intent = intents.get(keyOf(line));
      if (intent === undefined || intent === line.quantity) {
        shown.push(line);
        continue;
      }
      changed += 1;
      const before = toCents(line.grossTotal ?? 0);
      const after =
        intent === 0 || line.quantity <= 0 ? 0 : Math.round((before * intent) / line.quantity);
      deltaCents += after - before;
      if (intent === 0) {
        removed += 1;
        continue;
      }
      shown.push({ ...line, quantity: intent, grossTotal: fromCents(after) });
    }
    return shown;
  };
  const items = relay(cart.cartItems);
  const sectors = cart.sectors
    ?.map((sector) => {
      const lines = relay(sector.cartItems) ?? [];
      return { ...sector, cartItems: lines, size: lines.length };
    })
    .filter((sector) => sector.cartItems.length > 0);
  if (changed === 0) return cart;
  // The server's fee and grand total were for its quantities: without them the summary
  // estimates both by @sporta/rules from the moved items total (features/cart/drawer/cart-totals.ts).
  const { deliveryFee: _fee, grossTotal: _gross, ...laid } = cart as Cart;
  if (items) laid.cartItems = items;
  if (sectors) laid.sectors = sectors;
  if (cart.totalPrice !== undefined)
    laid.totalPrice = fromCents(toCents(cart.totalPrice) + deltaCents);
  if (cart.totalItems !== undefined) laid.totalItems = Math.max(0, cart.totalItems - removed);
  return laid;
}
