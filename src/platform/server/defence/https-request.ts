/**
 * Whether the shopper reached the shop over https: the one answer every cookie's `Secure` flag
 * follows (ADR 0002). Behind a TLS-terminating proxy the storefront itself sees http, so the
 * proxy's X-Forwarded-Proto counts, but only with TRUSTED_PROXY=1 (README "Configuration"):
 * otherwise any client could send the header.
 * No runtime imports: scripts/serve.mjs may load this file with plain Node (type stripping).
 */

/** What the decision needs of a request; a URL alone (no headers) is judged by its scheme. */
export type RequestSeen = URL | { url: string; headers: Headers };

export function servedOverHttps(
  request: RequestSeen,
  trustedProxy = process.env.TRUSTED_PROXY === '1',
): boolean {
  if (request instanceof URL) return request.protocol === 'https:';
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustedProxy) return false;
  // A chain of proxies lists one value each; the first is what the shopper's browser used.
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}
