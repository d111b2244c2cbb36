/**
 * The same-origin /ebsn/api proxy (docs/adr/0002-sessions-in-httponly-cookies.md): forwards the
 * browser's call to the EBSN upstream with the client headers of the spec (account §7), keeps the
 * upstream's session and account values in httpOnly cookies and never shows them to the page.
 */
import { t } from '@sporta/i18n';
import { ACCOUNT_COOKIE, SESSION_COOKIE } from './session';

export const EBSN_CLIENT = 'site';
export const EBSN_VERSION = '5.11.11';
export const CLIENT_UUID_COOKIE = 'sporta_client_uuid';
export const SESSION_HEADER = 'x-ebsn-session';
export const ACCOUNT_HEADER = 'x-ebsn-account';
const UPSTREAM_TIMEOUT_MS = 30_000;
const ACCOUNT_MAX_AGE_S = 60 * 60 * 24 * 30;

/** What the proxy needs of a cookie jar; Astro's `cookies` is one. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: { path: string }): void;
}

interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: string;
  maxAge?: number;
}

/** Request headers the browser may pass on; everything else is set by the proxy. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'accept-language'];
/** Response headers the browser may see. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'content-disposition'];

export async function proxyToEbsn(
  request: Request,
  path: string,
  cookies: CookieJar,
  upstreamBase: string,
): Promise<Response> {
  const source = new URL(request.url);
  const target = new URL(`${upstreamBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  target.search = source.search;
  const secure = source.protocol === 'https:';

  const headers = new Headers({
    accept: 'application/json',
    'accept-language': 'it',
    'x-ebsn-client': EBSN_CLIENT,
    'x-ebsn-version': EBSN_VERSION,
    'x-ebsn-client-uuid': clientUuid(cookies, secure),
  });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const session = cookies.get(SESSION_COOKIE)?.value;
  const account = cookies.get(ACCOUNT_COOKIE)?.value;
  if (session) headers.set(SESSION_HEADER, session);
  if (account) headers.set(ACCOUNT_HEADER, account);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    return Response.json(
      { response: { status: 1, errors: [{ error: t('errors.generic') }] }, data: null },
      { status: 502 },
    );
  }

  keepSession(upstream, cookies, secure);
  if (path === 'auth/logout' && upstream.ok) forgetSession(cookies);
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

/** Stores new session/account values; an expired session (HTTP 419) clears them (account §8). */
function keepSession(upstream: Response, cookies: CookieJar, secure: boolean): void {
  if (upstream.status === 419) {
    forgetSession(cookies);
    return;
  }
  const session = upstream.headers.get(SESSION_HEADER);
  const account = upstream.headers.get(ACCOUNT_HEADER);
  const base = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  if (session) cookies.set(SESSION_COOKIE, session, base);
  if (account) cookies.set(ACCOUNT_COOKIE, account, { ...base, maxAge: ACCOUNT_MAX_AGE_S });
}

function forgetSession(cookies: CookieJar): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.delete(ACCOUNT_COOKIE, { path: '/' });
}

function clientUuid(cookies: CookieJar, secure: boolean): string {
  const existing = cookies.get(CLIENT_UUID_COOKIE)?.value;
  if (existing) return existing;
  const uuid = crypto.randomUUID().replaceAll('-', '');
  cookies.set(CLIENT_UUID_COOKIE, uuid, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
  });
  return uuid;
}
