/**
 * The profile-level gate (docs/adr/0014; spec: shopping §9 "minProfileLevel 2"): a shopper whose
 * profile is below the level @sporta/rules asks for cannot check out until she completes it.
 * Decided on the server from the shopper the middleware already loaded (the cart's
 * user.profile.level), so it costs no call and adds no JavaScript: a page read of checkout or
 * payment leads her to her profile, which goes back to `next` once saved.
 */
import { mayCheckOut } from '@sporta/rules';
import { NEXT_PARAM, normalisePath, PROFILE_UPDATE_PATH } from '../../routes';
import type { Shopper } from '../../shopper/shopper';

/** Where checking out begins: the routes held back below the level. */
export const PROFILE_GATED_PREFIXES = ['/checkout', '/payment'] as const;

const isGated = (pathname: string) => {
  const path = normalisePath(pathname);
  return PROFILE_GATED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** The profile page, going on to `next` (a path of the shop) once it is complete. */
export const profileCompletionFor = (next: string) =>
  `${PROFILE_UPDATE_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}`;

/**
 * Where a request goes instead, or undefined to let it through. Only page reads are led (a form
 * post finishes where it is); a guest or a shopper whose level the answer did not name passes —
 * the login guard and the shop itself answer for those.
 */
export function profileLevelTarget(
  url: { pathname: string; search: string },
  method: string,
  shopper: Shopper,
): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!shopper.loggedIn || mayCheckOut(shopper.profileLevel)) return undefined;
  return isGated(url.pathname) ? profileCompletionFor(url.pathname + url.search) : undefined;
}
