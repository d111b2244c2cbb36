/**
 * Gzip for what Astro renders (pages, the /ebsn/api proxy's JSON): a 25 KB page travels as 7 KB,
 * which decides first paint on a slow mobile link. Static assets are compressed by scripts/serve.mjs.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export function compressResponse(request: Request, response: Response): Response {
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
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
