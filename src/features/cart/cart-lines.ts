/**
 * The cart's lines as the drawer and the product cards read them (spec: shopping §2 "Cart item
 * list", §3 "Cart item"): flat or by sector, which key a line's changes go by, its selling rule
 * and unit. Pure; the islands draw what these say.
 */
import { countedIn, type SellingRule } from '@sporta/rules';
import type { Cart } from '../../platform/shopper/cart-state';

export type CartLine = NonNullable<Cart['cartItems']>[number];

/** Every line of a cart, in the order shown (sectors one after the other). */
export function linesOf(cart: Cart | null | undefined): CartLine[] {
  if (!cart) return [];
  return [...(cart.cartItems ?? []), ...(cart.sectors ?? []).flatMap((s) => s.cartItems ?? [])];
}

export interface LineGroup {
  /** The sector's name; undefined for a cart answered without sectors. */
  name?: string;
  lines: CartLine[];
}

/** The lines grouped as the drawer shows them: by sector when the answer has sectors. */
export function groupsOf(cart: Cart | null | undefined): LineGroup[] {
  if (!cart) return [];
  const groups: LineGroup[] = (cart.sectors ?? [])
    .filter((sector) => (sector.cartItems ?? []).length > 0)
    .map((sector) => ({
      ...(sector.name ? { name: sector.name } : {}),
      lines: sector.cartItems ?? [],
    }));
  if ((cart.cartItems ?? []).length > 0) groups.unshift({ lines: cart.cartItems ?? [] });
  return groups;
}

/** The changes of a product without options go by the product (a card and the drawer share them). */
export const productKey = (productId: number) => `p${productId}`;

/** The key is a product's own line (no chosen options): `cart/add` of the product reaches it. */
export const isProductKey = (key: string) => key.startsWith('p');

/**
 * The key a line's changes are kept under (features/cart/line-updates.ts): the product, unless
 * the line carries chosen options — then the same product may have several lines, each its own.
 */
export function lineKey(line: CartLine): string {
  const options = line.product.selectOptions ?? [];
  return options.length > 0 ? `i${line.itemId}` : productKey(line.product.productId);
}

/** The line a product card steps: the product's line without options. */
export function lineOfProduct(cart: Cart | null | undefined, productId: number) {
  const key = productKey(productId);
  return linesOf(cart).find((line) => lineKey(line) === key);
}

/** What a quantity is counted in: kilograms for loose goods, packs, pieces. */
export function unitOf(rule: SellingRule, piece: string, pack: string): string {
  const unit = countedIn(rule);
  return unit === 'kg' ? unit : unit === 'pack' ? pack : piece;
}
