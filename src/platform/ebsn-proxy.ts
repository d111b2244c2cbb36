/**
 * The same-origin /ebsn/api proxy (docs/adr/0002-sessions-in-httponly-cookies.md): forwards the
 * browser's call to the EBSN upstream with the client headers of the spec (account §7), keeps the
 * upstream's session and account values in httpOnly cookies and never shows them to the page.
 */
import { t } from '@sporta/i18n';
import {
  ACCOUNT_HEADER,
  CLIENT_UUID_HEADER,
  EBSN_CLIENT,
  EBSN_VERSION,
  SESSION_HEADER,
  type TokenStore,
  type Tokens,
} from '@sporta/sdk';
import { cartCountOf, keepCartCount, mayCarryCart } from './cart-count';
import { type CookieJar, clientUuid, cookieTokenStore } from './session';

const UPSTREAM_TIMEOUT_MS = 30_000;

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
    [CLIENT_UUID_HEADER]: clientUuid(cookies, secure),
  });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const tokens = cookieTokenStore(cookies, secure);
  const { session, account } = tokens.get();
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

  keepSession(upstream, tokens);
  if (path === 'auth/logout' && upstream.ok) tokens.clear();
  const body = mayCarryCart(path)
    ? await keepCartCountOf(upstream, cookies, secure)
    : upstream.body;
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}

/** Stores new session/account values; an expired session (HTTP 419) clears them (account §8). */
function keepSession(upstream: Response, tokens: TokenStore): void {
  if (upstream.status === 419) {
    tokens.clear();
    return;
  }
  const renewed: Tokens = {};
  const session = upstream.headers.get(SESSION_HEADER);
  const account = upstream.headers.get(ACCOUNT_HEADER);
  if (session) renewed.session = session;
  if (account) renewed.account = account;
  tokens.set(renewed);
}

/** Reads a cart-carrying answer to refresh the page-readable cart count (cart-count.ts). */
async function keepCartCountOf(
  upstream: Response,
  cookies: CookieJar,
  secure: boolean,
): Promise<string> {
  const text = await upstream.text();
  if (!upstream.ok) return text;
  let count: number | undefined;
  try {
    count = cartCountOf(JSON.parse(text));
  } catch {
    // Not JSON: the SDK reports it to the caller; the count stays as it was.
  }
  if (count !== undefined) keepCartCount(cookies, count, secure);
  return text;
}
