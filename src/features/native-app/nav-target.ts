/**
 * Where a push notification may take the shopper (spec: account §2 "a tap in the background
 * navigates to the target given as nav_to"). A push comes from outside the shop, so its target is
 * trusted only as a path of the shop itself: a tap must never open another site, run a
 * `javascript:` URL or reach the API and server endpoints as a page.
 */

/** Paths that are not pages: the API proxy, server endpoints, dev hooks, scripts, POST-only logout. */
const NOT_PAGES = /^\/(ebsn|api|_dev|_astro|app|logout)(\/|$|\?|#)/i;

/**
 * The shop path (path, query and fragment) `navTo` names, or undefined when it is not one: a
 * path starting with a single `/`, or an absolute http(s) URL of the shop's own origin.
 * Protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`), control
 * characters and every other scheme are refused.
 */
export function shopPathOf(navTo: unknown, shopOrigin: string): string | undefined {
  if (typeof navTo !== 'string') return undefined;
  const target = navTo.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (target === '' || /[\\\u0000-\u001f\u007f]/.test(target)) return undefined;
  if (target.startsWith('//')) return undefined;
  const isPath = target.startsWith('/');
  if (!isPath && !/^https?:\/\//i.test(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, shopOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(shopOrigin).origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_PAGES.test(path) ? undefined : path;
}
