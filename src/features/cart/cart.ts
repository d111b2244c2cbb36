/**
 * The shopper's cart: the nanostore and its actions. Islands render `$cart` and call the
 * actions; every answer with a cart updates the store and the top bar's count (`$session`).
 */
import { cartArea, type components } from '@sporta/sdk';
import { atom } from 'nanostores';
import { cartCountChanged } from '../../platform/shopper';
import { ebsnCore } from '../../shell/ebsn';

export type Cart = components['schemas']['Cart'];
type CartItemsInput = components['schemas']['CartItemsInput']['items'];

export const $cart = atom<Cart | null>(null);

let api: ReturnType<typeof cartArea> | undefined;
const cartApi = () => {
  api ??= cartArea(ebsnCore());
  return api;
};

function cartChanged(cart: Cart): Cart {
  $cart.set(cart);
  cartCountChanged(cart.totalItems ?? 0);
  return cart;
}

/** Loads the cart as the server has it now (the drawer opening, a return to the tab). */
export async function loadCart(): Promise<Cart> {
  return cartChanged(await cartApi().view());
}

/** Adds products (spec: shopping §4 Add to cart; the full flow arrives with the cart issue). */
export async function addToCart(items: CartItemsInput): Promise<Cart> {
  return cartChanged(await cartApi().add(items));
}

/** Items in the cart; 0 without a cart. */
export function cartItemCount(cart: Cart | null): number {
  return cart?.totalItems ?? 0;
}
