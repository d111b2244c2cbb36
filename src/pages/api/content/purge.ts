/** POST /api/content/purge: WordPress tells the storefront that content changed (src/features/content/purge.ts). */
import type { APIRoute } from 'astro';
import { contentCache } from '../../../features/content/cache';
import { PURGE_SECRET_HEADER, purgeContent, secretMatches } from '../../../features/content/purge';
import { contentPurgeSecret } from '../../../platform/config';
import { purgeSharedPages } from '../../../platform/node-page-cache';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

export const POST: APIRoute = async ({ request }) => {
  if (!secretMatches(request.headers.get(PURGE_SECRET_HEADER), contentPurgeSecret())) {
    return json(401, { purged: 0 });
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    body = undefined;
  }
  const purged = purgeContent(contentCache(), body);
  // Shared pages show that content too: they are all rendered again (node-page-cache.ts).
  purgeSharedPages();
  return json(200, { purged });
};
