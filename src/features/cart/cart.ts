/**
 * The shopper's cart: its actions. Islands render `$cart` (platform/cart-state.ts) and call
 * the actions; every answer with a cart updates the store and the top bar's count.
 */
import { cartArea, type components } from '@sporta/sdk';
import { $cart, type Cart, cartChanged, shareCartAcrossTabs } from '../../platform/cart-state';
import { ebsnCore } from '../../shell/ebsn';

export { $cart, type Cart, shareCartAcrossTabs };

type CartItemsInput = components['schemas']['CartItemsInput']['items'];

let api: ReturnType<typeof cartArea> | undefined;
const cartApi = () => {
  api ??= cartArea(ebsnCore());
  return api;
};

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
