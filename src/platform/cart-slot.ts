/**
 * Where a product's add-to-cart control goes (issue 16): the catalogue renders a slot in every
 * product card and on the product page — a plain "Aggiungi" button, working before any script —
 * and the cart's controls island (features/cart/CartControls.tsx) brings it to life, showing the
 * stepper once the product is in the cart. The two features meet only here: what the slot
 * carries and how it is written and read.
 */
import type { SellingRule } from '@sporta/rules';
import * as z from 'zod/mini';

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
  /** USER_DISABLED '1': the shopper cannot change it (no stepper). */
  locked?: boolean;
}

export function writeSlot(product: CartSlotProduct): string {
  return JSON.stringify(product);
}

// The slot's data, checked whole before the cart trusts it (zod/mini: full zod would cost an
// island 12 KB). A number where the rules expect one, the kinds and types the rules know. Only
// the zod parts the SDK's schemas already ship (object, union, custom …): the cards' controls
// load them anyway, and each further kind of check costs the page's budget.
const oneOf = <T extends string>(...values: T[]) =>
  z.custom<T>((value) => values.includes(value as T));
const quantity = z.custom<number>(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
);
const whole = z.custom<number>((value) => Number.isInteger(value) && (value as number) > 0);
const flag = z.custom<boolean>((value) => typeof value === 'boolean');
const ruleSchema = z.union([
  z.object({
    kind: oneOf('pieces'),
    productType: oneOf('Pezzo', 'Confezione'),
    minAcq: quantity,
    multiple: whole,
    locked: flag,
    maxAcq: z.optional(quantity),
  }),
  z.object({
    kind: oneOf('weight'),
    productType: oneOf('Sfuso'),
    minWeight: quantity,
    step: quantity,
    maxAcq: z.optional(quantity),
  }),
]);
const optionSchema = z.object({
  control: oneOf('radio', 'select'),
  legend: z.string(),
  name: z.string(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  selected: z.optional(z.string()),
});
const slotSchema = z.object({
  productId: whole,
  name: z.string(),
  rule: ruleSchema,
  optionsForm: z.optional(z.string()),
  choices: z.optional(
    z.object({
      options: z.array(optionSchema),
      promo: z.optional(z.object({ id: whole, text: z.string() })),
    }),
  ),
  locked: z.optional(flag),
});

/** Whatever the catalogue may write, the schema reads (a compile error otherwise). */
const written: z.input<typeof slotSchema> = {} as CartSlotProduct;
void written;

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
  const checked = slotSchema.safeParse(data);
  if (checked.success) return checked.data as CartSlotProduct;
  console.warn('[cart] a slot whose data is not a product is left inert', text, checked.error);
  return undefined;
}
