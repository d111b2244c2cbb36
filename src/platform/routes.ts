/**
 * Which routes need a logged-in shopper, and where a guest goes instead.
 * Pure rules (spec: shopping §2 "Guards", §6; account §2 "Routing behaviour", §6), used by the
 * Astro middleware on the server and testable without a server.
 */

/** Route prefixes that need login: checkout, payment and its results, the whole account area. */
export const LOGIN_REQUIRED_PREFIXES = [
  '/checkout',
  '/payment',
  '/cart/payment-error',
  '/cart/payment-completed',
  '/profile',
] as const;

/**
 * Admin-flagged routes: open only to single-sign-on (back-office) users (spec: shopping §2
 * Guards, §6; account §6). The operator's sign-in page below them is open to anyone.
 */
export const ADMIN_PREFIXES = ['/backoffice'] as const;
export const BACKOFFICE_SIGN_IN_PATH = '/backoffice/accesso';
/** The operator's "Esci" (sso-auth/logout) and the page told to an operator lacking a role. */
export const BACKOFFICE_LOGOUT_PATH = '/backoffice/esci';
export const BACKOFFICE_REFUSED_PATH = '/backoffice/non-autorizzato';
/** The sign-in page's mark that the operator just logged out (`/backoffice/accesso?uscito=1`). */
export const LOGGED_OUT_PARAM = 'uscito';
/** Where the identity provider sends an operator back, with the SAML artifact. */
export const SAML_RETURN_PATH = '/saml-redir';
export const SAML_ARTIFACT_PARAM = 'SAMLart';
/** Where admin-only routes send a user who is not an SSO user (spec: "the user board"). */
export const USERBOARD_PATH = '/profile/dashboard';
/** 'Il mio profilo', where checkout sends a profile below minProfileLevel to be completed. */
export const PROFILE_UPDATE_PATH = '/profile/profile-update';
/** The address book ('I miei indirizzi'); its form opens over it at `/manage/{id?}`. */
export const ADDRESSES_PATH = '/profile/addresses';
/** 'I miei ordini': the order list; an order's detail is under it at `/{orderId}`. */
export const ORDERS_PATH = '/profile/orders';

export const HOME_PATH = '/';
/** The WordPress pages of the service's rules and the privacy notice (footer, registration). */
export const RULES_PAGE_PATH = '/page/regolamento';
export const PRIVACY_PAGE_PATH = '/page/privacy-policy';
/** Where a sent customer report lands (spec: account §2). */
export const CUSTOMER_REPORTING_COMPLETED_PATH = '/customer-reporting-completed';
export const LOGIN_PATH = '/login';
/** The query parameter saying where to go once signed in (`/login?next=/profile/orders`). */
export const NEXT_PARAM = 'next';
export const NOT_FOUND_PATH = '/not-found';
export const NO_CONNECTION_PATH = '/no-connection';
export const SERVICE_DOWN_PATH = '/service-down';

/** True when `pathname` is one of the login-required routes or below one. */
export function isLoginRequired(pathname: string): boolean {
  const path = normalisePath(pathname);
  return LOGIN_REQUIRED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** True for the admin-flagged routes (not the operator's sign-in page). */
export function isAdminRoute(pathname: string): boolean {
  const path = normalisePath(pathname);
  if (path === BACKOFFICE_SIGN_IN_PATH) return false;
  return ADMIN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Where the shopper must go instead of `pathname`, or `undefined` to let the request through.
 * A login-required route is allowed when the shopper has a session or an account value
 * (spec: "allowed if a session flag, a session key or an account key is in storage");
 * otherwise the guest goes to Home. A guest on an admin route goes to the operators' sign-in
 * (beyond the spec: the shoppers' login could not let an operator in); whether a session is an
 * SSO user's, and one with the route's roles, is asked upstream (admin-guard.ts).
 */
export function guardRoute(pathname: string, hasSession: boolean, search = ''): string | undefined {
  if (!hasSession && isAdminRoute(pathname))
    return `${BACKOFFICE_SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
  if (hasSession || !isLoginRequired(pathname)) return undefined;
  // Home offers the login dialog and, once signed in, goes on to the page asked for (issue 13).
  return `${HOME_PATH}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
}

/** Routes a session is not enough for: the shopper must be signed in (checkout and payment). */
export const SIGNED_IN_PREFIXES = ['/checkout', '/payment'] as const;

/**
 * A guest with a session of their own — the anonymous cart's (PUBLIC_ANONYMOUS_CART; spec:
 * shopping §4 "asked only at checkout") — reaching checkout or payment goes to Home, whose login
 * dialog then leads back (as `guardRoute`); the address and slot are asked there next.
 * Only GET and HEAD: a form posted elsewhere answers for itself.
 */
export function signedInRoute(
  pathname: string,
  method: string,
  signedIn: boolean,
  search = '',
): string | undefined {
  if (signedIn || (method !== 'GET' && method !== 'HEAD')) return undefined;
  const path = normalisePath(pathname);
  if (!SIGNED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return undefined;
  return `${HOME_PATH}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
}

/**
 * Where to go after sign-in: a path of the shop only (`/profile/orders?page=2`), never another
 * site (issue 37). One rule for every user of `next`: resolve the value as a browser would
 * against the shop's origin, then accept it only when it stays on that origin and its path is a
 * shop path — one leading slash, once dot segments, encoded dots and slashes are resolved, and
 * nothing a browser or server could read as another host (`/.//evil`, `/%2e//evil`, `/\evil`,
 * `https:evil`, `//user@evil`). Anything else gives undefined: the caller goes Home.
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, RESOLVING_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== RESOLVING_ORIGIN || url.username || url.password) return undefined;
  if (!isShopPath(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Any origin resolves a path alike; a fixed one lets the same rule run in the browser and on the
 * server (where PUBLIC_SITE_URL is the shop's).
 */
const RESOLVING_ORIGIN = 'http://shop.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A resolved path that, sent as `Location`, also decoded once by a proxy, stays on the shop. */
function isShopPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A broken escape (`/%zz`): no page of the shop has one.
    return false;
  }
  return (
    pathname.startsWith('/') &&
    !pathname.startsWith('//') &&
    !decoded.startsWith('//') &&
    !UNSAFE_CHARACTERS.test(decoded) &&
    !/(^|\/)\.\.?(\/|$)/.test(decoded)
  );
}

/** The path as routes compare it: decoded, lower case, no doubled or trailing slash. */
export function normalisePath(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
