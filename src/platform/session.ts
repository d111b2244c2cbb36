/**
 * The shopper's EBSN session as the storefront keeps it: the upstream session and account
 * values live in httpOnly, SameSite cookies, never in page JavaScript
 * (docs/adr/0002-sessions-in-httponly-cookies.md). One implementation for the /ebsn/api proxy
 * and for the per-request SDK of server-rendered pages.
 */
import type { TokenStore, Tokens } from '@sporta/sdk';
import {
  ACCOUNT_COOKIE,
  CART_COUNT_COOKIE,
  CLIENT_UUID_COOKIE,
  CONSENTS_COOKIE,
  type CookieJar,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
  SHOPPER_NAME_COOKIE,
  UNREAD_COOKIE,
} from './cookies';

const ACCOUNT_MAX_AGE_S = 60 * 60 * 24 * 30;
const CLIENT_UUID_MAX_AGE_S = 60 * 60 * 24 * 365;

/** A shopper counts as having a session when either value is present (spec: shopping §2 Guards). */
export function hasSession(cookies: CookieJar): boolean {
  return Boolean(cookies.get(SESSION_COOKIE)?.value || cookies.get(ACCOUNT_COOKIE)?.value);
}

/**
 * The SDK's token store over the cookies of one request: renewed values are written back,
 * an expired session (HTTP 419, account §8) or a logout clears both.
 */
export function cookieTokenStore(cookies: CookieJar, secure: boolean): TokenStore {
  const base = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    get() {
      const tokens: Tokens = {};
      const session = cookies.get(SESSION_COOKIE)?.value;
      const account = cookies.get(ACCOUNT_COOKIE)?.value;
      if (session) tokens.session = session;
      if (account) tokens.account = account;
      return tokens;
    },
    set({ session, account }) {
      // Only a new value is written: an answer echoing the session its request sent, arriving
      // after a logout deleted the cookie, would otherwise bring that ended session back.
      if (session && session !== cookies.get(SESSION_COOKIE)?.value)
        cookies.set(SESSION_COOKIE, session, base);
      // Without "remember me" a session cookie: closing the browser signs the shopper out.
      const remember = cookies.get(REMEMBER_COOKIE)?.value === '1';
      if (account)
        cookies.set(
          ACCOUNT_COOKIE,
          account,
          remember ? { ...base, maxAge: ACCOUNT_MAX_AGE_S } : base,
        );
    },
    clear() {
      for (const name of [
        SESSION_COOKIE,
        ACCOUNT_COOKIE,
        CART_COUNT_COOKIE,
        REMEMBER_COOKIE,
        SHOPPER_NAME_COOKIE,
        CONSENTS_COOKIE,
        UNREAD_COOKIE,
      ])
        cookies.delete(name, { path: '/' });
    },
  };
}

/**
 * The shopper's "remember me" choice at a sign-in (spec: shopping §2 Login screen), kept for
 * the account values renewed later; call before the sign-in answer's values are stored.
 */
export function keepRememberChoice(cookies: CookieJar, secure: boolean, remember: boolean): void {
  if (remember)
    cookies.set(REMEMBER_COOKIE, '1', {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: ACCOUNT_MAX_AGE_S,
    });
  else cookies.delete(REMEMBER_COOKIE, { path: '/' });
}

/** The installation id sent as x-ebsn-client-uuid (account §7), one per browser. */
export function clientUuid(cookies: CookieJar, secure: boolean): string {
  const existing = cookies.get(CLIENT_UUID_COOKIE)?.value;
  if (existing) return existing;
  const uuid = crypto.randomUUID().replaceAll('-', '');
  cookies.set(CLIENT_UUID_COOKIE, uuid, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: CLIENT_UUID_MAX_AGE_S,
  });
  return uuid;
}
