/**
 * The required consents at sign-in (issue 28; spec: account §7 check-disclaimer): a shopper
 * whose account lacks one is led to the page that asks for it and cannot use the account pages
 * or checkout until she gives it. Decided on the server, with no JavaScript in /login or any
 * page: a sign-in through the proxy marks the browser 'check' (an httpOnly cookie); the first
 * page the server renders after it asks check-disclaimer once — nothing missing forgets the
 * mark, something missing turns it to 'missing' and sends her to CONSENTS_PATH. While 'missing',
 * the login-required routes send her there without asking the shop again; the consent page's
 * save forgets the mark. The shop itself refuses a required consent's withdrawal, so only a
 * sign-in can bring one missing.
 */
import { isLoginRequired, NEXT_PARAM } from '../../routes';
import type { CookieJar, CookieOptions } from '../../session';

export const CONSENTS_COOKIE = 'sporta_consents';
export const CONSENTS_PATH = '/profile/consents';

export type ConsentMark = 'check' | 'missing';

/** What the gate does with a page request: let it through, ask the shop, or lead to the page. */
export type ConsentStep = 'pass' | 'check' | 'lead';

export function consentMarkOf(cookies: CookieJar): ConsentMark | undefined {
  const value = cookies.get(CONSENTS_COOKIE)?.value;
  return value === 'check' || value === 'missing' ? value : undefined;
}

export function markConsents(cookies: CookieJar, secure: boolean, mark: ConsentMark): void {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  cookies.set(CONSENTS_COOKIE, mark, options);
}

export function forgetConsentMark(cookies: CookieJar): void {
  if (cookies.get(CONSENTS_COOKIE)) cookies.delete(CONSENTS_COOKIE, { path: '/' });
}

/**
 * Only page reads are gated (a form post, /logout, finishes where it is); the consent page
 * itself loads what is missing. 'missing' holds back only what needs the consents: the account
 * pages and checkout (the shop's browsing stays open, and costs no call).
 */
export function consentStep(
  mark: ConsentMark | undefined,
  pathname: string,
  method: string,
): ConsentStep {
  if (!mark || (method !== 'GET' && method !== 'HEAD')) return 'pass';
  if (pathname.replace(/\/+$/, '') === CONSENTS_PATH) return 'pass';
  if (mark === 'check') return 'check';
  return isLoginRequired(pathname) ? 'lead' : 'pass';
}

/** The consent page, going on to `next` (a path of the shop) once they are given. */
export const consentsPageFor = (next: string) =>
  `${CONSENTS_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
