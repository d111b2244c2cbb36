/**
 * The shopper's cart as the server last answered it: one `$cart` for every island (the cart
 * drawer, product cards, the delivery dialogs). Every feature that gets a cart back (adding,
 * choosing an address or a slot) hands it to `cartChanged`, and a reading of it goes through
 * `readCart`: the two writers, which keep the newer cart; the shopper's other
 * tabs follow through the cart mark cookie (shell/shopper/cart-across-tabs.ts). The top bar's
 * `$cartCount` is computed from it. Here rather than in features/cart so that features meeting the cart never
 * import each other.
 */
import type { components } from '@sporta/sdk';
import { atom, computed } from 'nanostores';
import { $session } from './shopper';

export type Cart = components['schemas']['Cart'];

export const $cart = atom<Cart | null>(null);

/** Line changes under way (features/cart's quiet core): answers the cart's code keeps itself. */
export const $lineRequests = atom(0);

/**
 * The top bar's count (spec: shopping §1): the totalItems of the last cart answer — this tab's or
 * another's — once there is one for the page's shopper, else the count the server rendered
 * (`$session`, seeded). A cart of a shopper who has since signed out (or in) is not
 * theirs.
 */
export const $cartCount = computed([$session, $cart], (shopper, cart) =>
  cart && (!cart.user || cart.user.userId > -1 === shopper.loggedIn)
    ? (cart.totalItems ?? 0)
    : shopper.cartCount,
);

/**
 * The order of what the page learnt of the cart: a reading counts from when it was sent, any
 * other answer from when it arrived; `keptAt` is the order of the cart shown (`readCart`).
 */
let clock = 0;
let keptAt = 0;

/** Keeps a cart answer: the store, and so the top bar's count and every island showing it. */
export function cartChanged(cart: Cart): Cart {
  return keep(cart, ++clock);
}

function keep(cart: Cart, at: number): Cart {
  keptAt = at;
  $cart.set(cart);
  return cart;
}

/**
 * Reads the cart (cart/view) and keeps it — unless what is shown is newer: another answer arrived
 * or a later reading was kept while it was on its way. The server may have read its cart before
 * that change, and the late answer would undo a step the shopper saw confirmed (issue 16, "never
 * lost"). Its mark cookie then differs from the cart kept, and the tab reads once more
 * (shell/shopper/cart-across-tabs.ts).
 */
export async function readCart(read: () => Promise<Cart>): Promise<Cart> {
  const sent = ++clock;
  const cart = await read();
  const kept = $cart.get();
  return kept && sent < keptAt ? kept : keep(cart, sent);
}
