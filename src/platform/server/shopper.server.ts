/**
 * The shopper's SDK on the server: one client per request, carrying the session from the
 * request's httpOnly cookies and writing renewed values back (the proxy's rules, session.ts).
 * Pages reach it as `Astro.locals.ebsn`; the middleware builds it on first use.
 */
import { isBetaTester, isMasterAccount } from '@sporta/rules';
import {
  type components,
  createEbsnClient,
  createResponseCache,
  type EbsnClient,
  noTokenStore,
} from '@sporta/sdk';
import { ebsnApiUrl } from '../config';
import { CLIENT_UUID_COOKIE, type CookieJar, SHOPPER_NAME_COOKIE } from '../cookies';
import { clientUuid, cookieTokenStore, hasSession } from '../session';
import { keepCartMark } from '../shopper/cart-mark';
import { GUEST, type Shopper, type ShopperKind, shopperOfCart } from '../shopper/shopper';
import {
  forgetSharedMark,
  markShared,
  NOBODYS_ANSWER_TTL_MS,
  priceContextOf,
  sharedServiceOf,
} from './caching/shared-pages';
import { type RequestSeen, servedOverHttps } from './defence/https-request';

/**
 * The catalogue answers (response-cache.ts) of calls made as nobody — no session, so the API's
 * answer is the default price context's, the same for every guest — kept for all such calls of
 * this process: uncached renders of one listing by many guests share one product search.
 * Keyed by the call's whole URL (the API's address, the query, the price context `hash`).
 */
const NOBODYS_ANSWERS = createResponseCache(NOBODYS_ANSWER_TTL_MS, 500);

/**
 * `request`: pass the Request (not only its URL) so a trusted proxy's https counts (https-request.ts).
 * `shared`: the page goes to every guest of its price context (shared-pages.ts); for a browser
 * with no session it then sets no cookie — the answer must be the same for all of them — and
 * the session the API may hand out is left for the browser's own first call through the proxy.
 */
export function ebsnForRequest(
  cookies: CookieJar,
  request: RequestSeen,
  { shared = false } = {},
): EbsnClient {
  const secure = servedOverHttps(request);
  const sharedGuest = shared && !hasSession(cookies);
  return createEbsnClient({
    baseUrl: ebsnApiUrl(),
    tokens: sharedGuest ? noTokenStore() : cookieTokenStore(cookies, secure),
    clientUuid: sharedGuest
      ? (cookies.get(CLIENT_UUID_COOKIE)?.value ?? crypto.randomUUID().replaceAll('-', ''))
      : clientUuid(cookies, secure),
    // A shopper's answers are hers: one client per request, nothing kept for another.
    cache: sharedGuest ? NOBODYS_ANSWERS : false,
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
 * session, the cart (its user and totalItems) in one call; on a shared page (`mark`) the session
 * is marked with who it is and its price context, so its next shared pages need no call
 * (shared-pages.ts), and the first name is kept for those pages to show (SHOPPER_NAME_COOKIE). An expired session
 * (419) clears the cookies through the token store and shows the guest view; an upstream failure
 * too, so a broken backend never breaks a page.
 */
export async function loadShopper(
  cookies: CookieJar,
  request: RequestSeen,
  ebsn: () => EbsnClient,
  { mark = true } = {},
): Promise<Shopper> {
  if (!hasSession(cookies)) return GUEST;
  const secure = servedOverHttps(request);
  try {
    const cart = await ebsn().cart.view();
    const shopper = shopperOfCart(cart);
    const kind = shopper.loggedIn ? kindOf(cart.user) : undefined;
    if (kind) shopper.kind = kind;
    // Normalised to a known service: Home's slides follow it, and a shared page is kept per service.
    const service = sharedServiceOf(cart.shippingAddress?.deliveryServiceId);
    if (service) shopper.service = service;
    keepCartMark(cookies, cart, secure);
    keepShopperName(cookies, shopper.firstName, secure);
    if (mark)
      markShared(cookies, secure, {
        signedIn: shopper.loggedIn,
        priceContext: priceContextOf(cart),
        ...(service && { service }),
      });
    return shopper;
  } catch {
    forgetSharedMark(cookies);
    return { ...GUEST, loggedIn: hasSession(cookies) };
  }
}

/**
 * The user's kind (shopping §6, account §6) by @sporta/rules: server-side only, never seeded.
 * None for a plain user (no master account, no beta, no segment): `kind` absent says just that.
 */
function kindOf(user: components['schemas']['User'] | undefined): ShopperKind | undefined {
  const kind: ShopperKind = {
    masterAccount: isMasterAccount(user),
    betaTester: isBetaTester(user),
    crmUserSegments: user?.crmUserSegments ?? [],
  };
  return kind.masterAccount || kind.betaTester || kind.crmUserSegments.length > 0
    ? kind
    : undefined;
}

/** The first name a shared page shows in the top bar, page-readable; none for a guest. */
function keepShopperName(cookies: CookieJar, firstName: string | undefined, secure: boolean): void {
  const value = firstName ? encodeURIComponent(firstName) : undefined;
  if (cookies.get(SHOPPER_NAME_COOKIE)?.value === value) return;
  if (value === undefined) cookies.delete(SHOPPER_NAME_COOKIE, { path: '/' });
  else
    cookies.set(SHOPPER_NAME_COOKIE, value, {
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
    });
}
