/**
 * A social or SAML sign-in completes only in the browser that started it (issue 13): when the
 * shop asks the API where to sign in (social-redir without a code, through the proxy; SAML from
 * /backoffice/accesso), a short-lived httpOnly cookie names the provider; /social-redir/{provider}
 * and /saml-redir accept the provider's code only with it. A link with someone else's code (signing the victim into the attacker's account)
 * finds no such cookie. SameSite=Lax: the provider's return is a top-level GET, which carries it.
 */
import type { CookieJar } from '../../session';

export const SOCIAL_PENDING_COOKIE = 'sporta_social_pending';
const PENDING_MAX_AGE_S = 10 * 60;

/** `path` is the API path after /ebsn/api/, `search` its query. */
export function startsSocialSignIn(path: string, search: string): string | undefined {
  const provider = /^social-redir\/(google|facebook)$/.exec(path)?.[1];
  return provider && !new URLSearchParams(search).has('code') ? provider : undefined;
}

export function markSocialSignIn(cookies: CookieJar, secure: boolean, provider: string): void {
  cookies.set(SOCIAL_PENDING_COOKIE, provider, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: PENDING_MAX_AGE_S,
  });
}

/** True once for the provider this browser started with; the mark is used up either way. */
export function takeSocialSignIn(cookies: CookieJar, provider: string): boolean {
  const pending = cookies.get(SOCIAL_PENDING_COOKIE)?.value;
  if (pending !== undefined) cookies.delete(SOCIAL_PENDING_COOKIE, { path: '/' });
  return pending === provider;
}
