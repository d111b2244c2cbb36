/**
 * Which rendered pages one shopper may share with another (issue 14 "Rendering and caching"):
 * the catalogue and content pages as a guest sees them, per price context — the store, delivery
 * day and slot that decide prices (ebsn-observed §1.1 `hash`: `w{warehouse}d{date}t{slot}`).
 * A signed-in shopper's page carries their name and is never shared.
 *
 * Deciding must not cost an upstream call (the page cache answers before Astro, scripts/serve.mjs),
 * so the cookies tell: no session at all is a guest with the default context; a session is a
 * guest only with the mark SSR left after asking the API who it is (`markGuest`). The mark holds
 * a digest of the very session value it was made for: a sign-in renews the session, so an old
 * mark stops counting by itself; any change made through /ebsn/api forgets it (proxy).
 */
import { createHash } from 'node:crypto';
import { ACCOUNT_COOKIE, type CookieJar, SESSION_COOKIE } from './session';

export const GUEST_MARK_COOKIE = 'sporta_guest';
/** The price context of a shopper who has chosen nothing: no store, no day, no slot. */
export const DEFAULT_PRICE_CONTEXT = 'w0d0t0';
/** How long the storefront keeps a shared page before rendering it again. */
export const SHARED_PAGE_TTL_MS = 30_000;
/** What a shared page tells the browser and a CDN: revalidate at once, share for 30 s, serve stale while renewing. */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** Pages whose content is the same for every guest of a price context. */
const SHARED_PATHS = /^\/(|catalog|search|vantaggi|servizio-clienti|consegna-agevolata|faq)$/;
const SHARED_PREFIXES = /^\/(category|product|faq|page)\/[^/]/;

export function isSharedPage(pathname: string): boolean {
  return SHARED_PATHS.test(pathname) || SHARED_PREFIXES.test(pathname);
}

interface PricedCart {
  warehouse?: { warehouseId?: number | undefined } | null | undefined;
  timeslot?: { date?: string | undefined; timeslotId?: number | undefined } | null | undefined;
}

/** The `hash` of a cart: `w{warehouseId}d{date}t{timeslotId}`, 0 for what is not chosen. */
export function priceContextOf(cart: PricedCart): string {
  const warehouse = positive(cart.warehouse?.warehouseId);
  const date = /^\d{4}-\d{2}-\d{2}$/.exec(cart.timeslot?.date ?? '')?.[0] ?? '0';
  const slot = positive(cart.timeslot?.timeslotId);
  return `w${warehouse}d${date}t${slot}`;
}

const positive = (value: number | undefined) =>
  Number.isInteger(value) && (value as number) > 0 ? value : 0;

/** Cookies as the Node server reads them before Astro: name → value. */
export type CookieValues = Readonly<Record<string, string | undefined>>;

/**
 * The price context under which this request may get a shared page, or undefined when the page
 * must be rendered for this shopper alone (signed in, remembered, or not known yet).
 */
export function sharedContextOf(cookies: CookieValues): string | undefined {
  if (cookies[ACCOUNT_COOKIE]) return undefined;
  const session = cookies[SESSION_COOKIE];
  if (!session) return DEFAULT_PRICE_CONTEXT;
  const mark = cookies[GUEST_MARK_COOKIE];
  const separator = mark?.lastIndexOf('.') ?? -1;
  if (!mark || separator < 0) return undefined;
  if (mark.slice(separator + 1) !== digestOf(session)) return undefined;
  const context = mark.slice(0, separator);
  return /^w\d+d[\d-]+t\d+$/.test(context) ? context : undefined;
}

/** `sharedContextOf` over Astro's cookie jar. */
export function sharedContextOfJar(cookies: CookieJar): string | undefined {
  return sharedContextOf({
    [ACCOUNT_COOKIE]: cookies.get(ACCOUNT_COOKIE)?.value,
    [SESSION_COOKIE]: cookies.get(SESSION_COOKIE)?.value,
    [GUEST_MARK_COOKIE]: cookies.get(GUEST_MARK_COOKIE)?.value,
  });
}

/** After SSR asked the API: a guest's session is marked with its price context, a shopper's not. */
export function markGuest(
  cookies: CookieJar,
  secure: boolean,
  answer: { loggedIn: boolean; priceContext: string },
): void {
  const session = cookies.get(SESSION_COOKIE)?.value;
  if (answer.loggedIn || !session) {
    forgetGuestMark(cookies);
    return;
  }
  const mark = `${answer.priceContext}.${digestOf(session)}`;
  if (cookies.get(GUEST_MARK_COOKIE)?.value === mark) return;
  cookies.set(GUEST_MARK_COOKIE, mark, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function forgetGuestMark(cookies: CookieJar): void {
  if (cookies.get(GUEST_MARK_COOKIE)) cookies.delete(GUEST_MARK_COOKIE, { path: '/' });
}

/** Not a secret: it only ties the mark to the session it was made for. */
function digestOf(session: string): string {
  return createHash('sha256').update(session).digest('base64url').slice(0, 22);
}
