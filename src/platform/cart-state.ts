/**
 * The shopper's cart as the server last answered it: one `$cart` for every island (the cart
 * drawer, product cards, the delivery dialogs). Every feature that gets a cart back (adding,
 * choosing an address or a slot) hands it to `cartChanged`, which also keeps the top bar's count.
 * Here rather than in features/cart so that features meeting the cart never import each other.
 */
import type { components } from '@sporta/sdk';
import { atom } from 'nanostores';
import { cartCountChanged } from './shopper';

export type Cart = components['schemas']['Cart'];

export const $cart = atom<Cart | null>(null);

/** Keeps a cart answer: the store and the top bar's count. */
export function cartChanged(cart: Cart): Cart {
  $cart.set(cart);
  cartCountChanged(cart.totalItems ?? 0);
  return cart;
}
