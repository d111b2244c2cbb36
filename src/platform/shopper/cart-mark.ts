/**
 * What a page may know of the shopper's cart, in one cookie (not a secret: no session value): its
 * count, then a fingerprint of what the shopper sees of it — lines, address, slot, totals. The
 * proxy refreshes it from every answer that carries a cart, SSR from the cart it loads; each open
 * tab of the shopper follows it (shell/shopper/cart-across-tabs.ts), so a change made anywhere
 * through /ebsn/api — this tab, another, a script — reaches them all. One way across tabs.
 */
import type { components } from '@sporta/sdk';
import { CART_COUNT_COOKIE, type CookieJar } from '../cookies';

/** A cart answer as the proxy and the page read it (the SDK's Cart). */
export type MarkedCart = components['schemas']['Cart'];

/**
 * Calls whose answers may carry a changed cart (spec: shopping §7 Cart, Checkout, Delivery;
 * account §7 Auth): a slot, an address or an order reopened changes the cart as a line does.
 */
export function mayCarryCart(path: string): boolean {
  return /^(cart|cart-giftcertificate|checkout|auth)\/|^(order\/modify|user-address\/select|timeslot\/select)$/.test(
    path,
  );
}

/** The cart of an EBSN answer whose data is a cart (or holds one), else undefined. */
export function cartOf(answer: unknown): MarkedCart | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const data = (answer as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const cart = 'cartId' in data ? data : (data as { cart?: unknown }).cart;
  return typeof cart === 'object' && cart !== null && 'cartId' in cart
    ? (cart as MarkedCart)
    : undefined;
}

/**
 * "count.fingerprint": the same cart gives the same mark however it was read (view, add, select;
 * lines at the top or by sector), so reading it again never looks like a change. FNV-1a: short,
 * not a secret, only a difference.
 */
export function cartMark(cart: MarkedCart): string {
  // Lines come at the top, or by sector when the call asked for sectors (shopping §7).
  const lines = cart.cartItems ?? cart.sectors?.flatMap((sector) => sector.cartItems ?? []);
  const seen = JSON.stringify([
    cart.cartId,
    cart.cartStatusId,
    cart.grossTotal,
    cart.deliveryFee,
    cart.cartInfos,
    cart.store,
    cart.shippingAddress,
    cart.timeslot,
    cart.giftCertificates?.map((certificate) => certificate.code),
    lines?.map((line) => [line.itemId, line.quantity, line.weight, line.cartItemInfo]),
  ]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < seen.length; index++)
    hash = Math.imul(hash ^ seen.charCodeAt(index), 0x01000193);
  return `${Math.max(0, cart.totalItems ?? 0)}.${(hash >>> 0).toString(36)}`;
}

export function keepCartMark(cookies: CookieJar, cart: MarkedCart, secure: boolean): void {
  const mark = cartMark(cart);
  if (cookies.get(CART_COUNT_COOKIE)?.value === mark) return;
  cookies.set(CART_COUNT_COOKIE, mark, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
