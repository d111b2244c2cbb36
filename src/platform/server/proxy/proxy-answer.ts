/**
 * What of an upstream answer the /ebsn/api proxy lets the browser see (issue 12): JSON and the
 * file types the API really serves, redirects only to the shop or a configured provider. Anything
 * else — an HTML page above all, which would run in the shop's origin — becomes a 502.
 */
import { t } from '@sporta/i18n';
import { ebsnRedirectHosts } from '../../config';
import { PRIVATE_CACHE_CONTROL } from '../caching/shared-pages';

/** Response headers the browser may see. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition'];
/** Pictures are the same for everyone: the API's own caching holds for them alone. */
const PUBLIC_TYPES = /^image\//;

/**
 * The API's answers: the envelope and version.json (JSON), the invoice (PDF), product and
 * category pictures (reference-backend/routes/extras.ts).
 */
const SERVED_TYPES =
  /^(application\/json|application\/pdf|image\/(png|jpeg|gif|webp|avif|svg\+xml))$/;

/** An SVG can carry script: opened on its own it must not run in the shop's origin. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The SDK's envelope with one Italian message: what a shop page shows as a toast. */
export function envelopeError(
  status: number,
  message: 'errors.requestRefused' | 'errors.requestTooLarge' | 'errors.crossSite',
  headers: Record<string, string> = {},
): Response {
  return envelopeResponse(status, [{ error: t(message) }], headers);
}

/**
 * The proxy's 502 for an upstream answer it cannot pass on (an HTML error page, a type the API
 * does not serve, a redirect elsewhere, a dropped connection): a failed envelope without words,
 * as an API failure that says nothing. The SDK then says the call's own text (shopping §8: its
 * `fallback`, e.g. errors.errorUpdatingAddress) or else the generic one (sdk/src/errors.ts).
 */
export const unwordedBadGateway = (): Response => envelopeResponse(502, []);

function envelopeResponse(
  status: number,
  errors: { error: string }[],
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { response: { status: 1, errors }, data: null },
    {
      status,
      headers: {
        'x-content-type-options': 'nosniff',
        'cache-control': PRIVATE_CACHE_CONTROL,
        ...headers,
      },
    },
  );
}

/** The answer's type without parameters, lower-cased; '' when there is none. */
export function mediaTypeOf(upstream: Response): string {
  return (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The browser's answer for an upstream answer: a 502 for types the API does not serve and for
 * redirects outside the shop and its providers; else the body `bodyOf` gives (passed on as a
 * stream, or read for the cart count), which is called only for an answer that is passed on.
 */
export async function answerFor(
  upstream: Response,
  origins: { shop: string; api: string },
  bodyOf: (upstream: Response) => Promise<BodyInit | null>,
): Promise<Response> {
  if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
    await upstream.body?.cancel().catch(() => {});
    const location = allowedLocation(upstream.headers.get('location'), origins);
    if (!location) return unwordedBadGateway();
    // No body: a redirect needs none, and an HTML one would render in the shop's origin.
    return new Response(null, {
      status: upstream.status,
      headers: {
        location,
        'x-content-type-options': 'nosniff',
        'cache-control': PRIVATE_CACHE_CONTROL,
      },
    });
  }
  const type = mediaTypeOf(upstream);
  if (!SERVED_TYPES.test(type)) {
    if (await isEmpty(upstream))
      return new Response(null, {
        status: upstream.status,
        headers: { 'cache-control': PRIVATE_CACHE_CONTROL },
      });
    return unwordedBadGateway();
  }
  const headers = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Anything else the API answers is one shopper's (her cart, her orders, her invoice).
  const cacheControl = upstream.headers.get('cache-control');
  headers.set(
    'cache-control',
    PUBLIC_TYPES.test(type) && cacheControl ? cacheControl : PRIVATE_CACHE_CONTROL,
  );
  // The invoice is saved, never shown inline under the shop's origin.
  if (type === 'application/pdf') headers.set('content-disposition', attachment(headers));
  if (type === 'image/svg+xml') headers.set('content-security-policy', SVG_POLICY);
  return new Response(await bodyOf(upstream), { status: upstream.status, headers });
}

/**
 * A redirect target the browser may follow: a path of the shop itself, or an http(s) URL on a
 * host of EBSN_REDIRECT_HOSTS (default: the API's). Relative locations resolve against the shop,
 * as the browser resolves them from the proxy's answer.
 */
export function allowedLocation(
  location: string | null,
  origins: { shop: string; api: string },
): string | undefined {
  if (!location) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return undefined;
  let target: URL;
  try {
    target = new URL(location, origins.shop);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
  if (target.origin === origins.shop) return target.href;
  if (target.username || target.password) return undefined;
  const hosts = ebsnRedirectHosts(origins.api);
  return hosts.includes(target.host) || hosts.includes(target.hostname) ? target.href : undefined;
}

/** An answer without a type is passed on only when it has nothing in it (a bare 419 or 204). */
async function isEmpty(upstream: Response): Promise<boolean> {
  if (!upstream.body) return true;
  const reader = upstream.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      if (value.byteLength > 0) return false;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function attachment(headers: Headers): string {
  const filename = /filename="([\w.-]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return filename ? `attachment; filename="${filename}"` : 'attachment';
}
