/**
 * Gzip for what Astro renders (pages, the /ebsn/api proxy's JSON): a 25 KB page travels as 7 KB,
 * which decides first paint on a slow mobile link. Static assets are compressed by scripts/serve.mjs.
 * A page already in memory (renderWhole) is gzipped in one call on libuv's thread pool: no stream of
 * small chunks through the main thread, and a length the caches in front can use.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { keepWholeBody, wholeBodyOf } from './whole-body';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const gzipWhole = promisify(gzip);

/** The answer rendered to its end before anything is sent (a shared page: content-tags.ts). */
export async function renderWhole(next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  // A page Astro rendered to one buffer is whole already (scripts/render-fixes.mjs).
  if (response.status !== 200 || !response.body || wholeBodyOf(response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const kept = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return keepWholeBody(kept, body);
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.append('vary', 'Accept-Encoding');
  const body = wholeBodyOf(response);
  if (body) {
    const zipped = await gzipWhole(body);
    headers.set('content-length', String(zipped.length));
    const answer = new Response(zipped, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    return keepWholeBody(answer, zipped);
  }
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
