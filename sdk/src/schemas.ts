/**
 * Runtime checks of the answers the UI depends on (issue 3): cart, product list and product page,
 * category, timeslot days, user, order, address, wishlist. They check what the storefront reads,
 * with the real types (shared/reference/ebsn-observed.md: productInfos values and facet counts are
 * strings). Other fields are not looked at: the SDK returns the answer as received, so the
 * schemas only decide pass or fail, and z.object (not looseObject) skips the dozens of extra
 * product fields instead of copying them — 4× faster on a real cart (bench/sdk-overhead.mjs).
 * zod/mini keeps them out of the browser budget.
 */
import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);
/**
 * productInfos and cartInfos: an object of strings. Checked in one loop, without the copy
 * z.record makes of every entry: half the cost of checking a 30-line cart.
 */
const notText = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '(not an object)';
  for (const key in value) {
    if (typeof (value as Record<string, unknown>)[key] !== 'string') return key;
  }
  return undefined;
};
const infos = z.custom<Record<string, string>>((value) => notText(value) === undefined, {
  error: (issue) => `${notText(issue.input)} is not a string`,
});

export const productSchema = z.object({
  productId: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  priceDisplay: z.optional(z.nullable(z.number())),
  priceStandardDisplay: z.optional(z.number()),
  productInfos: z.optional(infos),
});

export const pageSchema = z.object({
  selPage: z.number(),
  totPages: z.number(),
  totItems: z.number(),
  itemsPerPage: z.number(),
});

export const facetSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  values: z.array(z.object({ id: id, name: z.string(), count: z.optional(z.string()) })),
});

export const productListSchema = z.object({
  page: pageSchema,
  products: z.array(productSchema),
  facets: z.optional(z.array(facetSchema)),
});

/**
 * A page of products as listings read it: the page and facets must be right, each product is
 * checked on its own (`productSchema`) so one broken product leaves only itself out (issue 14).
 */
export const productPageSchema = z.object({
  page: pageSchema,
  products: z.array(z.unknown()),
  facets: z.optional(z.array(facetSchema)),
});

const categoryShape = {
  categoryId: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  get categories() {
    return z.optional(z.array(categorySchema));
  },
  get children() {
    return z.optional(z.array(categorySchema));
  },
};
export const categorySchema: z.ZodMiniType<{ categoryId: number; name: string }> =
  z.object(categoryShape);

export const categoryDataSchema = z.object({
  categories: z.optional(z.array(categorySchema)),
  category: z.optional(categorySchema),
});

export const userSchema = z.object({ userId: z.number() });

export const addressSchema = z.object({
  addressId: z.number(),
  addressName: z.optional(z.string()),
  addressTypeId: z.optional(z.number()),
});

export const addressesSchema = z.union([
  z.array(addressSchema),
  z.object({ addresses: z.array(addressSchema) }),
]);

/** The money a summary shows (features/cart/drawer/cart-totals.ts): numbers when present. */
const amounts = {
  totalPrice: z.optional(z.number()),
  totalPriceVariable: z.optional(z.number()),
  packageTotal: z.optional(z.number()),
  deliveryFee: z.optional(z.number()),
  giftCertificatesTotal: z.optional(z.number()),
  grossTotal: z.optional(z.number()),
};

/** The cart's answer: hand-written (cart-answer.ts), so a first "Aggiungi" loads no zod. */
export { cartSchema } from './cart-answer';

export const timeslotDaysSchema = z.array(
  z.object({
    dateIso: z.string(),
    timeslots: z.array(
      z.object({
        timeslotId: z.number(),
        beginTime: z.optional(z.string()),
        endTime: z.optional(z.string()),
        status: z.optional(z.string()),
      }),
    ),
  }),
);

export const orderSchema = z.object({
  ...amounts,
  orderId: z.number(),
  itemsTotal: z.optional(z.number()),
});

export const orderListSchema = z.object({
  page: z.optional(pageSchema),
  orders: z.array(orderSchema),
});

const wishlistItemSchema = z.object({
  itemId: z.optional(id),
  product: z.optional(productSchema),
  quantity: z.optional(z.number()),
  weight: z.optional(z.number()),
});

export const wishlistSchema = z.object({
  id: z.optional(z.number()),
  listId: z.optional(z.number()),
  name: z.optional(z.string()),
  size: z.optional(z.number()),
  isDefault: z.optional(z.boolean()),
  sharingData: z.optional(z.object({ grant: z.optional(z.string()) })),
  wishlistItems: z.optional(z.array(wishlistItemSchema)),
  wishlistInactiveItems: z.optional(z.array(wishlistItemSchema)),
});

export const wishlistsSchema = z.union([
  z.array(wishlistSchema),
  z.object({ personalList: z.array(wishlistSchema) }),
]);
