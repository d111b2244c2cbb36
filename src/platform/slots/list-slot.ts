/**
 * Where a product's 'save to a list' button goes (issue 27): the catalogue (cards, product page),
 * the cart drawer's lines and the order detail's lines render a button carrying the product; the
 * lists' selector island (features/lists/ListSelector.tsx), downloaded on the first intent over
 * such a button, answers its press. The features meet only here: what the button carries.
 */
import type { SellingRule } from '@sporta/rules';

/** The button's attribute: the product's JSON (`ListSlotProduct`). */
export const LIST_SLOT_ATTRIBUTE = 'data-save-to-list';
/** Set on the buttons of a product saved in one of the shopper's lists. */
export const SAVED_ATTRIBUTE = 'data-saved';
/** The island hydrated on intent over any such button (`client:intent="save-to-list"`). */
export const LIST_SELECTOR_INTENT = 'save-to-list';

/**
 * The button's heart, drawn once a page (Shell.astro's sprite): a listing's 24 buttons each point
 * at it instead of carrying the whole drawing (issue 42: 6 KB of /category's HTML). Its line and
 * size come from the button's CSS (footer.css).
 */
export const HEART_SYMBOL_ID = 'sp-heart';
export const HEART_PATH = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';

/** What the selector needs of a product: which, its name, the rule giving its first quantity. */
export interface ListSlotProduct {
  productId: number;
  name: string;
  rule: SellingRule;
}

export const writeListSlot = (product: ListSlotProduct): string => JSON.stringify(product);

/** The product of a button, or undefined when its data is not one (the button stays inert). */
export function readListSlot(element: Element): ListSlotProduct | undefined {
  try {
    const data = JSON.parse(element.getAttribute(LIST_SLOT_ATTRIBUTE) ?? '') as ListSlotProduct;
    const { productId, name, rule } = data;
    if (Number.isInteger(productId) && typeof name === 'string' && rule && 'kind' in rule)
      return data;
  } catch {
    // Reported below.
  }
  console.warn('[lists] a save button whose data is not a product is left inert', element);
  return undefined;
}
