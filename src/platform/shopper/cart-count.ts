/**
 * The shopper's cart count in a cookie the page may read (not a secret: no session value). The
 * proxy refreshes it from every answer that carries a cart, SSR from the cart it loads, so any
 * cart change made through /ebsn/api — from an island, a script, another tab — reaches every
 * open page's top bar without a reload (shopper.ts watches it).
 */
import type { CookieJar } from '../session';

export const CART_COUNT_COOKIE = 'sporta_cart_count';

/** Calls whose answers may carry a changed cart (spec: shopping §7 Cart, Checkout; account §7 Auth). */
export function mayCarryCart(path: string): boolean {
  return /^(cart|checkout|auth)\//.test(path);
}

/** The totalItems of an EBSN answer whose data is a cart (or holds one), else undefined. */
export function cartCountOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const data = (answer as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const cart = 'cartId' in data ? data : (data as { cart?: unknown }).cart;
  if (typeof cart !== 'object' || cart === null || !('cartId' in cart)) return undefined;
  const count = (cart as { totalItems?: unknown }).totalItems;
  return typeof count === 'number' && count >= 0 ? count : undefined;
}

export function keepCartCount(cookies: CookieJar, count: number, secure: boolean): void {
  if (cookies.get(CART_COUNT_COOKIE)?.value === String(count)) return;
  cookies.set(CART_COUNT_COOKIE, String(count), {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}
