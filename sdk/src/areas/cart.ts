/** Cart, gift and discount codes, delivery fees (spec: shopping §7 Cart, "Gift and discount codes"). */

import { cartSchema } from '../cart-answer';
import type { EbsnContext } from '../context';
import { caller } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components } from '../generated/ebsn';

type CartItemsInput = components['schemas']['CartItemsInput']['items'];
/**
 * How an answer is told: a stepper shows a refusal on its line, not as a toast (issue 16); a
 * step's own text for a failure the server does not word (`fallback`, shopping §8).
 */
type Told = Omit<UnwrapOptions, 'schema'>;

export function cartArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  const sectors = () => ({ show_sectors: ctx.showSectors });

  return {
    view: (told?: Told) =>
      valid(GET('/cart/view', { params: { query: sectors() } }), cartSchema, told),
    /** Items: productId, quantity (or weight), optional deliveryWarehouseId, searchParams, infos. */
    add: (items: CartItemsInput, told?: Told) =>
      valid(POST('/cart/add', { params: { query: sectors() }, body: { items } }), cartSchema, told),
    /** Items: itemId, quantity, searchParams. */
    update: (items: CartItemsInput, told?: Told) =>
      valid(
        POST('/cart/update', { params: { query: sectors() }, body: { items } }),
        cartSchema,
        told,
      ),
    /** Items: itemId, productId. */
    remove: (items: CartItemsInput, told?: Told) =>
      valid(
        POST('/cart/delete', { params: { query: sectors() }, body: { items } }),
        cartSchema,
        told,
      ),
    /** Empties the cart, or cancels the edits of a reopened order (shopping §2 cart summary). */
    close: (cartId: number, told?: Told) =>
      valid(
        POST('/cart/close', { params: { query: { cart_id: cartId, ...sectors() } } }),
        cartSchema,
        told,
      ),
    /** Every product of an order again; what could not be added comes as the answer's warnings. */
    addAllFromOrder: (orderId: number, told?: Told) =>
      valid(
        POST('/cart/add-all-from-order', {
          params: { query: { order_id: orderId, ...sectors() } },
        }),
        cartSchema,
        told,
      ),
    /** Lines a rule refuses come back as the answer's warnings (the list page lists them). */
    addAllFromWishlist: (listId: number, told?: Told) =>
      valid(
        POST('/cart/add-all-from-wishlist', {
          params: { query: { list_id: listId, ...sectors() } },
        }),
        cartSchema,
        told,
      ),
    /** One cart info, e.g. need_invoice = 'true' (shopping §3 cartInfos). */
    setInfo: (property: string, value: string, told?: Told) =>
      valid(
        POST('/cart/update-cart-info', {
          params: { query: sectors() },
          body: { property, value },
        }),
        cartSchema,
        told,
      ),
    /** Line infos, e.g. accept_alternatives or custom_weight. */
    setItemInfos: (items: CartItemsInput, told?: Told) =>
      valid(
        POST('/cart/update-infos', { params: { query: sectors() }, body: { items } }),
        cartSchema,
        told,
      ),
    purchaseRestriction: () => send(GET('/cart/purchase-restriction')),
    deliveryFee: () => send(GET('/delivery-fee/view')),
    checkCode: (code: string, told?: Told) =>
      send(GET('/cart-giftcertificate/check', { params: { query: { code } } }), told),
    addCode: (code: string, told?: Told) =>
      valid(
        POST('/cart-giftcertificate/add_code', { params: { query: { code } } }),
        cartSchema,
        told,
      ),
    removeCode: (code: string, told?: Told) =>
      valid(
        POST('/cart-giftcertificate/remove_code', { params: { query: { code } } }),
        cartSchema,
        told,
      ),
  };
}
