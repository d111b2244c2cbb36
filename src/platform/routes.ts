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

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/not-found';
export const NO_CONNECTION_PATH = '/no-connection';
export const SERVICE_DOWN_PATH = '/service-down';

/** True when `pathname` is one of the login-required routes or below one. */
export function isLoginRequired(pathname: string): boolean {
  const path = normalisePath(pathname);
  return LOGIN_REQUIRED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Where the shopper must go instead of `pathname`, or `undefined` to let the request through.
 * A login-required route is allowed when the shopper has a session or an account value
 * (spec: "allowed if a session flag, a session key or an account key is in storage");
 * otherwise the guest goes to Home.
 */
export function guardRoute(pathname: string, hasSession: boolean): string | undefined {
  if (hasSession || !isLoginRequired(pathname)) return undefined;
  return HOME_PATH;
}

function normalisePath(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
