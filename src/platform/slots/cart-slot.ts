/**
 * Where a product's add-to-cart control goes (issue 16): the catalogue renders a slot in every
 * product card and on the product page — a plain "Aggiungi" button, working before any script —
 * and the cart's controls island (features/cart/adding/CartControls.tsx) brings it to life, showing the
 * stepper once the product is in the cart. The two features meet only here: what the slot
 * carries and how it is written and read.
 */
import type { SellingRule } from '@sporta/rules';
import { aBoolean, anyOf, aString, is, listOf, objectOf, optional } from '@sporta/sdk';

/** The slot's element: `data-cart-slot` holds the product's JSON (`CartSlotProduct`). */
export const CART_SLOT_ATTRIBUTE = 'data-cart-slot';
/** The server-rendered add button inside a slot. */
export const ADD_BUTTON_ATTRIBUTE = 'data-add-to-cart';
/** The element inside a slot the stepper is drawn into. */
export const STEPPER_ATTRIBUTE = 'data-cart-stepper';
/** The island hydrated on intent over any slot (`client:intent="cart-controls"`). */
export const CART_CONTROLS_INTENT = 'cart-controls';

/** A select option of a product (spec: shopping §2 "Product option selector", §5), all required. */
export interface ProductOption {
  control: 'radio' | 'select';
  legend: string;
  /** The parameter the cart sends the chosen key as. */
  name: string;
  choices: { value: string; label: string }[];
  selected: string | undefined;
}

/** A promotion the shopper may opt into when adding (spec: shopping §4 "a selectable promo"). */
export interface SelectablePromo {
  id: number;
  text: string;
}

/**
 * The `cart/add` item parameter carrying the chosen selectable promo (an "extra param" of the
 * spec's cart/add; its name is not shown — the product's own field name, as the reference backend reads it).
 */
export const PROMO_PARAMETER = 'warehousePromoId';

/** What the cart needs of a product to add it and to step it. */
export interface CartSlotProduct {
  productId: number;
  name: string;
  rule: SellingRule;
  /** The id of the form with the product's options (product page); the add sends its choices. */
  optionsForm?: string;
  /** A card's product with options or a selectable promo: chosen in a dialog before the add. */
  choices?: { options: ProductOption[]; promo?: SelectablePromo };
  /** USER_DISABLED '1' (@sporta/rules `isLockedForShopper`): the shopper cannot change it (no stepper). */
  locked?: boolean;
  /** The id of the page's quantity chooser (product page): the first add takes its value. */
  quantityField?: string;
  /** The accept_alternatives `cart/add` sends (@sporta/rules `addedAcceptingAlternatives`). */
  acceptAlternatives?: boolean;
  /** The product's deliveryWarehouse.warehouseId: `cart/add` sends it as deliveryWarehouseId. */
  warehouseId?: number;
}

export function writeSlot(product: CartSlotProduct): string {
  return JSON.stringify(product);
}

// The slot's data, checked whole before the cart trusts it: a number where the rules expect one,
// the kinds and types the rules know. Hand-written checks (the SDK's checks.ts), not zod: the
// cards' controls read slots on the first press, and zod's core would cost /category 7 KB.
const oneOf = (...values: string[]) =>
  is((value) => values.includes(value as string), `expected one of ${values.join(', ')}`);
const quantity = is(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  'expected a quantity',
);
const whole = is((value) => Number.isInteger(value) && (value as number) > 0, 'expected an id');
const ruleCheck = anyOf(
  objectOf({
    kind: oneOf('pieces'),
    productType: oneOf('Pezzo', 'Confezione'),
    minAcq: quantity,
    multiple: whole,
    locked: aBoolean,
    maxAcq: optional(quantity),
  }),
  objectOf({
    kind: oneOf('weight'),
    productType: oneOf('Sfuso'),
    minWeight: quantity,
    step: quantity,
    maxAcq: optional(quantity),
  }),
);
const optionCheck = objectOf({
  control: oneOf('radio', 'select'),
  legend: aString,
  name: aString,
  choices: listOf(objectOf({ value: aString, label: aString })),
  selected: optional(aString),
});
const slotCheck = objectOf({
  productId: whole,
  name: aString,
  rule: ruleCheck,
  optionsForm: optional(aString),
  choices: optional(
    objectOf({
      options: listOf(optionCheck),
      promo: optional(objectOf({ id: whole, text: aString })),
    }),
  ),
  locked: optional(aBoolean),
  quantityField: optional(aString),
  acceptAlternatives: optional(aBoolean),
  warehouseId: optional(whole),
});

/**
 * The product of a slot, or undefined when its data is not one: a broken page never throws, the
 * slot keeps its plain "Aggiungi" (inert), and the console says which slot and why.
 */
export function readSlot(element: Element): CartSlotProduct | undefined {
  const text = element.getAttribute(CART_SLOT_ATTRIBUTE) ?? '';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    console.warn('[cart] a slot whose data is not JSON is left inert', text, error);
    return undefined;
  }
  const issue = slotCheck(data);
  if (!issue) return data as CartSlotProduct;
  console.warn('[cart] a slot whose data is not a product is left inert', text, issue);
  return undefined;
}
