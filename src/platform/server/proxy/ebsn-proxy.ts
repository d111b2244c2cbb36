/**
 * The same-origin /ebsn/api proxy (docs/adr/0002-sessions-in-httponly-cookies.md): forwards the
 * browser's call to the EBSN upstream with the client headers of the spec (account §7), keeps the
 * upstream's session and account values in httpOnly cookies and never shows them to the page.
 */
import {
  ACCOUNT_HEADER,
  CLIENT_UUID_HEADER,
  EBSN_CLIENT,
  EBSN_VERSION,
  operationOf,
  SESSION_HEADER,
  type TokenStore,
  type Tokens,
} from '@sporta/sdk';
import { ebsnProxyMaxBodyBytes } from '../../config';
import type { CookieJar } from '../../cookies';
import { clientUuid, cookieTokenStore, keepRememberChoice } from '../../session';
import { cartOf, keepCartMark, mayCarryCart } from '../../shopper/cart-mark';
import { forgetSharedMark, PRIVATE_CACHE_CONTROL } from '../caching/shared-pages';
import { clientAddress } from '../defence/client-address';
import { refusesCrossSite } from '../defence/cross-site';
import { refusedGuess } from '../defence/guess-limits';
import { servedOverHttps } from '../defence/https-request';
import { markConsents } from '../gates/consent-gate';
import { answerFor, envelopeError, unwordedBadGateway } from './proxy-answer';
import {
  ALLOW,
  isForwardedMethod,
  readBodyWithin,
  type StreamedBody,
  streamWithin,
  UPLOAD_MAX_BODY_BYTES,
  UPLOAD_PATHS,
  upstreamTarget,
} from './proxy-request';
import { markSocialSignIn, startsSocialSignIn } from './social-sign-in';

const UPSTREAM_TIMEOUT_MS = 30_000;

/** Request headers the browser may pass on; everything else is set by the proxy. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'accept-language'];

export async function proxyToEbsn(
  request: Request,
  path: string,
  cookies: CookieJar,
  upstreamBase: string,
  /** The connection's address (the socket's): who is guessing, unless a trusted proxy says. */
  peer?: string,
): Promise<Response> {
  // A same-origin proxy needs no CORS preflight: OPTIONS only says what is allowed, no CORS headers.
  if (request.method === 'OPTIONS')
    return new Response(null, {
      status: 204,
      headers: { allow: ALLOW, 'cache-control': PRIVATE_CACHE_CONTROL },
    });
  if (!isForwardedMethod(request.method))
    return envelopeError(405, 'errors.requestRefused', { allow: ALLOW });
  const secure = servedOverHttps(request);
  const source = new URL(request.url);
  const shopOrigin = secure ? `https://${source.host}` : source.origin;
  const target = upstreamTarget(request, path, upstreamBase);
  if (!target) return envelopeError(400, 'errors.requestRefused');
  // Before any body is read: another site's page may not change the shopper's state (issue 12).
  if (refusesCrossSite(request, path, shopOrigin)) return envelopeError(403, 'errors.crossSite');
  const hasBody = request.method === 'POST';
  // An upload streams through under its own limit; any other body is read whole within 1 MB.
  const upload = hasBody && UPLOAD_PATHS.has(path);
  const body = hasBody && !upload ? await readBodyWithin(request, ebsnProxyMaxBodyBytes()) : null;
  if (body === 'too-large') return envelopeError(413, 'errors.requestTooLarge');
  const streamed: StreamedBody | null | 'too-large' = upload
    ? streamWithin(request, UPLOAD_MAX_BODY_BYTES)
    : null;
  if (streamed === 'too-large') return envelopeError(413, 'errors.requestTooLarge');
  // A sign-in, code, mail or check-user over its limit never reaches the API (issue 37 item 6).
  const overLimit = await refusedGuess(
    path,
    source,
    body,
    request.headers.get('content-type') ?? '',
    clientAddress(peer, request.headers.get('x-forwarded-for')),
  );
  if (overLimit) return overLimit;

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

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      // HEAD is asked as GET so the answer's type is checked like any other; its body is dropped.
      method: hasBody ? 'POST' : 'GET',
      headers,
      body: streamed ? streamed.stream : body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      ...(streamed && { duplex: 'half' }),
    } as RequestInit);
  } catch {
    // A streamed upload cut at the limit aborts the call: that is the shopper's 413, not a 502.
    if (streamed?.overLimit()) return envelopeError(413, 'errors.requestTooLarge');
    return unwordedBadGateway();
  }

  // A sign-in handing out an account value: its "remember me" decides how long that value lives,
  // and the first page after it asks once whether a required consent is missing (consent-gate.ts).
  if (path === 'auth/login' && upstream.headers.has(ACCOUNT_HEADER)) {
    keepRememberChoice(cookies, secure, rememberChosen(body));
    markConsents(cookies, secure, 'check');
  }
  keepSession(upstream, tokens);
  // A change may move the shopper to another store, day, slot or service, or sign them in: their
  // next page is asked for again before any shared page is theirs (shared-pages.ts). A change is
  // a POST or a GET the API document marks as one (store-proximity/select, timeslot/select…).
  if (hasBody || operationOf(request.method, path)?.changesState !== false) {
    forgetSharedMark(cookies);
  }
  if (path === 'auth/logout' && upstream.ok) tokens.clear();
  const socialProvider = upstream.ok ? startsSocialSignIn(path, source.search) : undefined;
  if (socialProvider) markSocialSignIn(cookies, secure, socialProvider);
  const answer = await answerFor(upstream, { shop: shopOrigin, api: upstreamBase }, (passed) =>
    mayCarryCart(path) ? keepCartMarkOf(passed, cookies, secure) : Promise.resolve(passed.body),
  );
  if (request.method !== 'HEAD') return answer;
  await answer.body?.cancel().catch(() => {});
  return new Response(null, { status: answer.status, headers: answer.headers });
}

/** The remember_me field of the login form (the SDK posts it form-encoded). */
function rememberChosen(body: ArrayBuffer | null | undefined): boolean {
  if (!body) return false;
  return new URLSearchParams(new TextDecoder().decode(body)).get('remember_me') === 'true';
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

/** Reads a cart-carrying answer to refresh the page-readable cart mark (cart-mark.ts). */
async function keepCartMarkOf(
  upstream: Response,
  cookies: CookieJar,
  secure: boolean,
): Promise<string> {
  const text = await upstream.text();
  if (!upstream.ok) return text;
  let cart: ReturnType<typeof cartOf>;
  try {
    cart = cartOf(JSON.parse(text));
  } catch {
    // Not JSON: the SDK reports it to the caller; the mark stays as it was.
  }
  if (cart) keepCartMark(cookies, cart, secure);
  return text;
}
