/**
 * The cart as the islands read it (spec: shopping §4, §7 Cart): the server's last cart with the
 * shopper's pending quantities laid over it (`$shownCart`, pending-cart.ts), the lines' refusals
 * and the calls that load or take a cart. Every cart answer is kept by platform/shopper/cart-state.ts
 * `cartChanged`, the cart's one writer. Line changes use a core without the loading overlay,
 * which would cover the stepper being pressed.
 */
import { addMessages } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { cartArea, createEbsnCore, noTokenStore } from '@sporta/sdk';
import { atom, computed } from 'nanostores';
import {
  $cart,
  $lineRequests,
  type Cart,
  cartChanged,
  readCart,
} from '../../platform/shopper/cart-state';
import { $session } from '../../platform/shopper/shopper';
import { connectToShell, ebsnCore } from '../../shell/hydration/ebsn';
import { lineKey } from './cart-lines';
import { layIntents } from './pending-cart';

// The fallbacks of the cart's calls (errors.errorLoadingCart, …) are texts of this part.
addMessages(cartSteps);

let shared: ReturnType<typeof cartArea> | undefined;
export const cartApi = () => {
  shared ??= cartArea(ebsnCore());
  return shared;
};
let lines: ReturnType<typeof cartArea> | undefined;
/**
 * Line changes are shown before their answer: no loading overlay — it would cover the stepper the
 * shopper is still pressing — but the same toasts and session expiry as any call.
 */
export const lineApi = () => {
  if (!lines) {
    const core = createEbsnCore({ tokens: noTokenStore(), showSectors: true });
    // Not on the loading overlay, but under way for the other tabs' marks (cart-across-tabs.ts).
    core.pending.subscribe((count) => $lineRequests.set(count));
    lines = cartArea(connectToShell(core, { overlay: false }));
  }
  return lines;
};

/** The quantities the shopper asked for that the server has not confirmed yet, by line key. */
export const $intents = atom<ReadonlyMap<string, number>>(new Map());

/**
 * Quantities held on the page, by line key, while the cart-update switch is off (spec: shopping §4
 * "the quantity is only held locally"): sent when the shopper confirms them (`confirmHeld`).
 */
export const $held = atom<ReadonlyMap<string, number>>(new Map());

/** The cart as the shopper sees it: the server's last cart with the pending quantities over it. */
export const $shownCart = computed([$cart, $intents], (cart, intents) =>
  cart ? layIntents(cart, intents, lineKey) : null,
);

/** Line changes are under way: the cart shown is not yet the server's (steppers say `aria-busy`). */
export const $cartBusy = atom(false);

/** Why the server refused a line's last change, by line key; cleared by the line's next change. */
export const $lineErrors = atom<Readonly<Record<string, string>>>({});

/**
 * Loads the cart as the server has it now (the drawer opening, a return to the tab); `quiet`:
 * without the loading overlay (the cards' steppers, loaded in the background).
 */
export async function loadCart({ quiet = false } = {}): Promise<Cart> {
  return readCart(() => (quiet ? lineApi() : cartApi()).view(loadingTold()));
}

/**
 * How a failed cart/view is told (spec: shopping §8 "errorLoadingCart (only shown if logged
 * in)"): to a signed-in shopper by its key when the server does not word it; to a guest (an
 * anonymous cart) not at all — the page goes on with the cart it had.
 */
export const loadingTold = () =>
  $session.get().loggedIn ? { fallback: 'errors.errorLoadingCart' as const } : { toasts: false };

/**
 * A cart the server handed over elsewhere — an order reopened for changes (order/modify, status
 * 7) — becomes the shopper's cart: the store, the badge and the other tabs.
 */
export const takeCart = (cart: Cart): Cart => cartChanged(cart);

/** A line's change the page refused before sending it (a typed quantity below minAcq). */
export function refuseLine(key: string, message: string): void {
  $lineErrors.set({ ...$lineErrors.get(), [key]: message });
}

/** Items in the cart; 0 without a cart. */
export function cartItemCount(cart: Cart | null): number {
  return cart?.totalItems ?? 0;
}
