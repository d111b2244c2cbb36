/**
 * The shopper's EBSN session as the storefront keeps it: the upstream session and account
 * values live in httpOnly, SameSite cookies set by the same-origin /ebsn/api proxy, never in
 * page JavaScript (docs/adr/0002-sessions-in-httponly-cookies.md).
 */
import type { AstroCookies } from 'astro';

export const SESSION_COOKIE = 'sporta_session';
export const ACCOUNT_COOKIE = 'sporta_account';

/** A shopper counts as having a session when either value is present (spec: shopping §2 Guards). */
export function hasSession(cookies: AstroCookies): boolean {
  return Boolean(cookies.get(SESSION_COOKIE)?.value || cookies.get(ACCOUNT_COOKIE)?.value);
}
