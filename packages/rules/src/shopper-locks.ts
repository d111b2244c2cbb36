/**
 * Products the shop manages for the shopper (spec: shopping §2, §3 "Product infos"):
 * USER_DISABLED '1' means the shopper may not add, step or remove the product — no stepper,
 * no "Aggiungi", no quantity chooser. One reading, for cards, the product page and cart lines.
 */
import type { ProductInfos } from './quantities.ts';

/** USER_DISABLED '1' (a string on the wire, a number in some fixtures): the shopper cannot change it. */
export function isLockedForShopper(productInfos: ProductInfos | null | undefined): boolean {
  return String(productInfos?.USER_DISABLED ?? '') === '1';
}
