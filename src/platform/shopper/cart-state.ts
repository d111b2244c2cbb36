/**
 * The shopper's cart as the server last answered it: one `$cart` for every island (the cart
 * drawer, product cards, the delivery dialogs). Every feature that gets a cart back (adding,
 * choosing an address or a slot) hands it to `cartChanged`, its one writer, which also tells the
 * shopper's other tabs (issue 16: "two tabs of the same shopper converge after a change"), so a
 * drawer open in another tab shows the same cart without a reload. The top bar's `$cartCount`
 * is computed from it. Here rather than in features/cart so that features meeting the cart never
 * import each other.
 */
import type { components } from '@sporta/sdk';
import { atom, computed } from 'nanostores';
import { CART_COUNT_COOKIE, cookieIn } from '../cookies';
import { $session } from './shopper';

export type Cart = components['schemas']['Cart'];

export const $cart = atom<Cart | null>(null);

/**
 * The count the proxy last wrote in its cookie (cart-count.ts) when it differs from the page's: a
 * cart changed through /ebsn/api outside the cart's code (a script, a raw call). The next cart
 * answer counts again.
 */
const $proxyCount = atom<number | undefined>(undefined);

/**
 * The top bar's count (spec: shopping §1): the totalItems of the last cart answer — this tab's or
 * another's — once there is one for the page's shopper, else the count the server rendered
 * (`$session`, seeded), unless the proxy has counted since. A cart of a shopper who has since
 * signed out (or in) is not theirs.
 */
export const $cartCount = computed([$session, $cart, $proxyCount], (shopper, cart, proxied) => {
  if (shopper.loggedIn && proxied !== undefined) return proxied;
  return cart && (!cart.user || cart.user.userId > -1 === shopper.loggedIn)
    ? (cart.totalItems ?? 0)
    : shopper.cartCount;
});

function kept(cart: Cart): void {
  $proxyCount.set(undefined);
  $cart.set(cart);
}

/** The channel the shopper's tabs share their cart answers on (same origin, same session cookie). */
export const CART_CHANNEL = 'sporta-cart';

let channel: BroadcastChannel | undefined;

/** Keeps a cart answer: the store (and so the top bar's count) and the shopper's other tabs. */
export function cartChanged(cart: Cart): Cart {
  kept(cart);
  channel?.postMessage(cart);
  return cart;
}

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && typeof (value as Cart).cartId === 'number';

/**
 * Listens to the other tabs' cart answers (the whole cart, for their drawers and steppers) and,
 * with the Cookie Store API, to the proxy's count cookie (a cart changed through /ebsn/api by no
 * cart code: session.spec's raw call). Started by the shell on every page of a shopper who has a
 * cart, once; nothing where BroadcastChannel is missing — such a tab catches up with its next page.
 */
export function shareCartAcrossTabs(make = (name: string) => new BroadcastChannel(name)): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = make(CART_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isCart(event.data)) kept(event.data);
  });
  if (typeof window === 'undefined') return;
  const follow = (value: string | undefined) => {
    const count = Number(value ?? Number.NaN);
    if (Number.isInteger(count) && $session.get().loggedIn && count !== $cartCount.get())
      $proxyCount.set(count);
  };
  if ('cookieStore' in window) {
    window.cookieStore.addEventListener('change', (event) => {
      follow(event.changed.find(({ name }) => name === CART_COUNT_COOKIE)?.value);
    });
    return;
  }
  // Without the Cookie Store API, the tab catches up when it is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible')
      follow(cookieIn(document.cookie, CART_COUNT_COOKIE));
  });
}

/** For tests: forgets the channel. */
export function stopSharingCart(): void {
  channel?.close();
  channel = undefined;
}
