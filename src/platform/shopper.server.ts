/**
 * The shopper's SDK on the server: one client per request, carrying the session from the
 * request's httpOnly cookies and writing renewed values back (the proxy's rules, session.ts).
 * Pages reach it as `Astro.locals.ebsn`; the middleware builds it on first use.
 */
import { createEbsnClient, type EbsnClient } from '@sporta/sdk';
import { keepCartCount } from './cart-count';
import { ebsnApiUrl } from './config';
import { type RequestSeen, servedOverHttps } from './https-request';
import { type CookieJar, clientUuid, cookieTokenStore, hasSession } from './session';
import { GUEST, type Shopper, shopperOfCart } from './shopper';

/** `request`: pass the Request (not only its URL) so a trusted proxy's https counts (https-request.ts). */
export function ebsnForRequest(cookies: CookieJar, request: RequestSeen): EbsnClient {
  const secure = servedOverHttps(request);
  return createEbsnClient({
    baseUrl: ebsnApiUrl(),
    tokens: cookieTokenStore(cookies, secure),
    clientUuid: clientUuid(cookies, secure),
    // One client per request: nothing to share, and no shopper's answer may reach another.
    cache: false,
  });
}

/** A jar that holds nothing and keeps nothing: the SDK then calls as nobody in particular. */
const NO_COOKIES: CookieJar = {
  get: () => undefined,
  set: () => undefined,
  delete: () => undefined,
};

/**
 * A client with no shopper behind it, for answers that are the same for everyone and that shared
 * caches may keep (GET /api/category-tree): it neither reads nor writes the request's cookies, so
 * such an answer never carries a Set-Cookie (a session, an installation id) meant for one browser.
 */
export function ebsnForEveryone(request: RequestSeen): EbsnClient {
  return ebsnForRequest(NO_COOKIES, request);
}

/**
 * Who is shopping, for the top bar of every page: a guest without asking upstream; with a
 * session, the cart (its user and totalItems) in one call. An expired session (419) clears the
 * cookies through the token store and shows the guest view; an upstream failure too, so a
 * broken backend never breaks a page.
 */
export async function loadShopper(
  cookies: CookieJar,
  request: RequestSeen,
  ebsn: () => EbsnClient,
): Promise<Shopper> {
  if (!hasSession(cookies)) return GUEST;
  try {
    const shopper = shopperOfCart(await ebsn().cart.view());
    keepCartCount(cookies, shopper.cartCount, servedOverHttps(request));
    return shopper;
  } catch {
    return { ...GUEST, loggedIn: hasSession(cookies) };
  }
}
