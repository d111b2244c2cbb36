/**
 * The /ebsn/api proxy's guard against cross-site requests (issue 12): a link, form or script on
 * another site must not change the shopper's state with their cookies (SameSite=Lax rides
 * top-level navigations, ADR 2). Calls the document marks read-only stay open to anyone.
 */
import { operationOf, SDK_REQUEST_HEADER } from '@sporta/sdk';

/**
 * Whether to refuse this call: it changes state (or the document does not know it, so it may)
 * and nothing shows it comes from the shop's own pages. `path` is the part after /ebsn/api/.
 */
export function refusesCrossSite(request: Request, path: string, shopOrigin: string): boolean {
  if (operationOf(request.method, path)?.changesState === false) return false;
  // Only the SDK sends it; another site cannot add it without a preflight the shop never grants.
  if (request.headers.has(SDK_REQUEST_HEADER)) return false;
  const site = request.headers.get('sec-fetch-site');
  // Where the browser says where a request comes from, that is the answer. 'none' (a typed URL,
  // a bookmark, a link in an e-mail) is no page of the shop either.
  if (site !== null) return site !== 'same-origin';
  // Older browsers and plain-HTTP hosts send no Sec-Fetch-Site: the Origin of a fetch or form
  // decides; a top-level GET has none and is refused.
  return request.headers.get('origin') !== new URL(shopOrigin).origin;
}
