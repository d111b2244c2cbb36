/**
 * The check of a cart answer (cart/view, cart/add, the timeslot and address choices, order/modify):
 * what the storefront reads of the cart (schemas.ts's rules: the amounts, the lines' products,
 * cartInfos and productInfos as strings). Written with checks.ts, not zod: the product cards'
 * first "Aggiungi" receives a cart, and zod's core would load with it (issue 30, bench:cart).
 */
import {
  aNumber,
  anyOf,
  aString,
  type Check,
  isRecord,
  listOf,
  nullable,
  objectOf,
  optional,
  schemaOf,
} from './checks';

/** productInfos and cartInfos: an object of strings, checked in one loop. */
const infos: Check = (value) => {
  if (!isRecord(value)) return { path: [], message: '(not an object)' };
  for (const key in value) {
    if (typeof value[key] !== 'string') return { path: [key], message: `${key} is not a string` };
  }
  return undefined;
};

const product = objectOf({
  productId: aNumber,
  name: aString,
  slug: optional(aString),
  priceDisplay: optional(nullable(aNumber)),
  priceStandardDisplay: optional(aNumber),
  productInfos: optional(infos),
});

const line = objectOf({ itemId: anyOf(aNumber, aString), quantity: aNumber, product });
const lines = optional(listOf(line));
const amount = optional(aNumber);

export const cartCheck: Check = objectOf({
  totalPrice: amount,
  totalPriceVariable: amount,
  packageTotal: amount,
  deliveryFee: amount,
  giftCertificatesTotal: amount,
  grossTotal: amount,
  cartId: aNumber,
  cartStatusId: optional(aNumber),
  totalItems: optional(aNumber),
  user: optional(objectOf({ userId: aNumber })),
  cartItems: lines,
  sectors: optional(listOf(objectOf({ cartItems: lines }))),
  cartInfos: optional(infos),
});

export const cartSchema = schemaOf(cartCheck);
