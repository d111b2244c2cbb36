/** POST /api/content/purge: WordPress tells the storefront that content changed (src/features/content/purge.ts). */
import type { APIRoute } from 'astro';
import { contentCache } from '../../../features/content/cache';
import {
  PURGE_SECRET_HEADER,
  prefixesFor,
  purgeContent,
  secretMatches,
} from '../../../features/content/purge';
import { purgeContentSearches } from '../../../features/content/search/content-search';
import { contentPurgeSecret } from '../../../platform/config';
import { notePurge } from '../../../platform/server/caching/content-tags';
import { purgeSharedPages } from '../../../platform/server/caching/node-page-cache';
import {
  RELAY_HEADER,
  relayPurge,
  relayRequests,
  relayTargets,
} from '../../../platform/server/caching/purge-relay';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

export const POST: APIRoute = async ({ request }) => {
  const secret = contentPurgeSecret();
  if (!secretMatches(request.headers.get(PURGE_SECRET_HEADER), secret)) {
    return json(401, { purged: 0 });
  }
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const prefixes = prefixesFor(body);
  // A page rendering now may have read the old content: it will not be kept (middleware.ts).
  notePurge();
  const purged = purgeContent(contentCache(), prefixes);
  // The page search's kept answers (content-search.ts) go with the search pages they make.
  purgeContentSearches(prefixes);
  // The shared pages showing that content (their tags, platform/server/caching/content-tags.ts) render again.
  purgeSharedPages(prefixes);
  // Scaled out (issue 31): the sibling processes and Varnish forget it too, before WordPress
  // hears back, so a page read after the save shows the change. One process: nothing to send.
  const targets = relayTargets();
  const relayed = request.headers.has(RELAY_HEADER)
    ? undefined
    : await relayPurge(relayRequests(targets, text, PURGE_SECRET_HEADER, secret, prefixes));
  return json(200, relayed && relayed.sent > 0 ? { purged, relayed } : { purged });
};
