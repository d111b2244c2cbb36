/**
 * Every cookie the storefront reads or writes, and the jar they are kept in: one list, so the
 * modules that use them (session.ts, cart-mark.ts, shopper.ts …) import names from here and not
 * from one another. Loaded by Node too (astro.config.mjs through shell/shopper/shopper-fill.ts): imports
 * only the `cookie` package.
 */
import { parseCookie } from 'cookie';

// httpOnly, never seen by page JavaScript (docs/adr/0002).
export const SESSION_COOKIE = 'sporta_session';
export const ACCOUNT_COOKIE = 'sporta_account';
export const CLIENT_UUID_COOKIE = 'sporta_client_uuid';
/** '1' while the shopper chose "remember me" at sign-in: the account value then outlives the browser. */
export const REMEMBER_COOKIE = 'sporta_remember';
/** The consent gate's mark after a sign-in (consent-gate.ts). */
export const CONSENTS_COOKIE = 'sporta_consents';
/** The provider of a social or SAML sign-in this browser started (social-sign-in.ts). */
export const SOCIAL_PENDING_COOKIE = 'sporta_social_pending';
/** Who a session is and its price context, for shared pages (shared-pages.ts). */
export const SHARED_MARK_COOKIE = 'sporta_shared';

// Page-readable: no secret, the browser fills the top bar from them.
/** The cart's count and fingerprint, "3.k2f9a1" (cart-mark.ts). */
export const CART_COUNT_COOKIE = 'sporta_cart_count';
/** The signed-in shopper's first name, URI-encoded, for shared pages (shopper.server.ts). */
export const SHOPPER_NAME_COOKIE = 'sporta_shopper_name';
/** Unread messages for the top bar's badge, kept a few minutes (unread-count.ts). */
export const UNREAD_COOKIE = 'sporta_unread_messages';

/** What the session needs of a cookie jar; Astro's `cookies` is one (node-proxy.ts has another). */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: { path: string }): void;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: string;
  maxAge?: number;
}

/** Cookies as the Node server reads them before Astro: name → value. */
export type CookieValues = Readonly<Record<string, string | undefined>>;

/**
 * One cookie's value in a Cookie header or `document.cookie` (read by the `cookie` package),
 * URI-decoded; undefined when absent or when its encoding is broken (a value nobody here wrote).
 */
export function cookieIn(header: string, name: string): string | undefined {
  const raw = parseCookie(header, { decode: (value) => value })[name];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The cart count a page header holds (the mark's lead, cart-mark.ts); 0 for none or a forged one. */
export const cartCountIn = (header: string): number =>
  Math.max(0, Number.parseInt(cookieIn(header, CART_COUNT_COOKIE) ?? '', 10) || 0);
