/**
 * The shopper's EBSN session as the storefront keeps it: the upstream session and account
 * values live in httpOnly, SameSite cookies, never in page JavaScript
 * (docs/adr/0002-sessions-in-httponly-cookies.md). One implementation for the /ebsn/api proxy
 * and for the per-request SDK of server-rendered pages.
 */
import type { TokenStore, Tokens } from '@sporta/sdk';
import { CART_COUNT_COOKIE } from './cart-count';

export const SESSION_COOKIE = 'sporta_session';
export const ACCOUNT_COOKIE = 'sporta_account';
export const CLIENT_UUID_COOKIE = 'sporta_client_uuid';
const ACCOUNT_MAX_AGE_S = 60 * 60 * 24 * 30;
const CLIENT_UUID_MAX_AGE_S = 60 * 60 * 24 * 365;

/** What the session needs of a cookie jar; Astro's `cookies` is one. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: { path: string }): void;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: string;
  maxAge?: number;
}

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
      if (session) cookies.set(SESSION_COOKIE, session, base);
      if (account) cookies.set(ACCOUNT_COOKIE, account, { ...base, maxAge: ACCOUNT_MAX_AGE_S });
    },
    clear() {
      cookies.delete(SESSION_COOKIE, { path: '/' });
      cookies.delete(ACCOUNT_COOKIE, { path: '/' });
      cookies.delete(CART_COUNT_COOKIE, { path: '/' });
    },
  };
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
