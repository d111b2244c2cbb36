#!/usr/bin/env node
/**
 * The storefront's HTTP server: static assets from dist/client, compressed once at start
 * (brotli/gzip) with long-lived caching for hashed files, pages a guest may share answered from
 * a short-lived cache (src/platform/server/caching/node-page-cache.ts), everything else rendered by Astro
 * (the adapter runs in middleware mode; pages are compressed by src/platform/server/compression.ts).
 * Static files carry the same security headers as pages (src/platform/server/gates/security-headers.ts); in
 * production it refuses to start while a setting is missing (src/platform/production-settings.ts).
 * A request naming a host the shop does not serve is answered 421 before anything else reads it;
 * absolute links start with PUBLIC_SITE_URL, by default this server's own loopback address
 * (src/platform/server/public-origin.ts).
 *
 *   HOST=127.0.0.1 PORT=4321 [PUBLIC_SITE_URL=https://…] node scripts/serve.mjs     (after `npm run build`)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Plain Node loads these TypeScript files (type stripping): they have no runtime imports.
const { SERVICE_WORKER_CSP, SERVICE_WORKER_PATH, securityHeaderValues } = await import(
  '../src/platform/server/gates/security-headers.ts'
);
const { servedOverHttps } = await import('../src/platform/server/defence/https-request.ts');
const { isProduction, productionSettingProblems } = await import(
  '../src/platform/production-settings.ts'
);
const { localOrigin, misdirected, publicOrigin, servedHosts } = await import(
  '../src/platform/server/public-origin.ts'
);
const { rateLimitFactor } = await import('../src/platform/server/defence/rate-limits.ts');
const { registrationModuleOf } = await import('../sdk/src/areas/registration-module.ts');
const { addressLookupOf } = await import('../src/platform/address-lookup.ts');

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** The environment as it was given: whether this is a production deployment is decided on it. */
const GIVEN_ENV = { ...process.env };
// NODE_ENV is production below for every run; whether shoppers are served is kept in SPORTA_ENV
// for what the pages decide on it (runsForShoppers, production-settings.ts).
if (isProduction(GIVEN_ENV)) process.env.SPORTA_ENV = 'production';
// The built storefront renders with React's production server build: the development build
// (chosen by NODE_ENV when React is first loaded) checks every element and rendered a category
// page 2–3× slower (bench/shared-pages.mjs). Set before the server entry loads React.
process.env.NODE_ENV = 'production';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.txt',
  '.json',
  '.xml',
  '.webmanifest',
]);

/** Every file under dist/client, ready to send: bytes, encodings, headers. */
function loadAssets(root) {
  const assets = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const body = readFileSync(path);
      const extension = extname(entry.name);
      const urlPath = `/${relative(root, path).split(sep).join('/')}`;
      const compress = COMPRESSIBLE.has(extension) && body.length > 512;
      assets.set(urlPath, {
        type: TYPES[extension] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        // /app/page.js keeps its name across builds and imports the build's hashed chunks: an
        // app holding an old copy would import chunks a deploy removed, so it is asked again.
        cache: urlPath.startsWith('/_astro/')
          ? 'public, max-age=31536000, immutable'
          : // The service worker is checked at every navigation: a new build's must be seen at once;
            // the app's page side (/app/*) too, so an app meets the build it runs against.
            urlPath === SERVICE_WORKER_PATH || urlPath.startsWith('/app/')
            ? 'no-cache'
            : 'public, max-age=3600',
        // A worker obeys its own script's policy: it must fetch the shop (ANSWER_CSP forbids it).
        csp: urlPath === SERVICE_WORKER_PATH ? SERVICE_WORKER_CSP : undefined,
        identity: body,
        br: compress
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : undefined,
        gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
      });
    }
  };
  if (existsSync(root)) walk(root);
  return assets;
}

function sendAsset(request, response, asset) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding =
    asset.br && /\bbr\b/.test(accepts)
      ? 'br'
      : asset.gzip && /\bgzip\b/.test(accepts)
        ? 'gzip'
        : undefined;
  const headers = {
    'content-type': asset.type,
    'cache-control': asset.cache,
    etag: asset.etag,
    vary: 'Accept-Encoding',
    ...securityHeaderValues({ https: servedOverHttps(fetchRequest(request)), page: false }),
  };
  if (asset.csp) headers['content-security-policy'] = asset.csp;
  if (request.headers['if-none-match'] === asset.etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const body = encoding ? asset[encoding] : asset.identity;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** What servedOverHttps needs of a Node request: its scheme and the proxy's X-Forwarded-Proto. */
function fetchRequest(request) {
  const scheme = request.socket.encrypted ? 'https' : 'http';
  const forwarded = request.headers['x-forwarded-proto'];
  return new Request(`${scheme}://localhost${request.url ?? '/'}`, {
    headers: typeof forwarded === 'string' ? { 'x-forwarded-proto': forwarded } : {},
  });
}

/** `pageCache: false` renders every page (the benchmark's cold figures). */
export async function startStorefront({ host = '127.0.0.1', port = 4321, pageCache = true } = {}) {
  const problems = productionSettingProblems(GIVEN_ENV);
  if (problems.length > 0) {
    throw new Error(
      `The storefront refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  // Limits on guesses are never off: a RATE_LIMIT_FACTOR that is no number above 0 stops the start.
  rateLimitFactor(GIVEN_ENV);
  // An unknown REGISTRATION_MODULE stops the start, in development too, naming the setting.
  registrationModuleOf(GIVEN_ENV.REGISTRATION_MODULE);
  addressLookupOf(GIVEN_ENV.ADDRESS_LOOKUP);
  // An invalid PUBLIC_SITE_URL stops the start here, in development too (publicOrigin throws).
  const configuredOrigin = process.env.PUBLIC_SITE_URL?.trim() ? publicOrigin() : undefined;
  const entry = join(DIST, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first.');
  const { handler } = await import(pathToFileURL(entry).href);
  // The /ebsn/api proxy without Astro's page pipeline around it (src/platform/server/proxy/node-proxy.ts).
  const { EBSN_MOUNT, serveEbsnProxy } = await import(
    pathToFileURL(join(DIST, 'node', 'ebsn-proxy.mjs')).href
  );
  // Pages a guest may share, kept per price context before Astro (src/platform/server/caching/node-page-cache.ts).
  const { createPageCache } = await import(
    pathToFileURL(join(DIST, 'node', 'page-cache.mjs')).href
  );
  const pages = pageCache ? createPageCache(handler) : { serve: handler };
  const assets = loadAssets(join(DIST, 'client'));
  /** The hosts this server answers for: known once it listens (the port may be 0). */
  let hosts = new Set();
  const server = createServer((request, response) => {
    // Before the page cache and Astro: a page rendered for a foreign Host must never be kept (issue 25).
    if (misdirected(request.headers, hosts)) {
      refuseHost(response);
      return;
    }
    const path = decodeURIComponentSafe((request.url ?? '/').split('?')[0] ?? '/');
    const asset =
      (request.method === 'GET' || request.method === 'HEAD') && path
        ? assets.get(path)
        : undefined;
    if (asset) sendAsset(request, response, asset);
    else if (request.method === 'TRACE') refuseMethod(response);
    else if (request.url?.startsWith(EBSN_MOUNT)) serveEbsnProxy(request, response);
    else
      Promise.resolve(pages.serve(request, response)).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { 'content-length': 0 });
        response.end();
      });
  });
  server.on('clientError', answerClientError);
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const url = localOrigin(host, listening);
  // Development and tests: this server's own address is the public origin the pages read
  // (publicOrigin() in Astro's bundle, same process); production requires PUBLIC_SITE_URL.
  process.env.PUBLIC_SITE_URL = configuredOrigin ?? url;
  hosts = servedHosts(process.env.PUBLIC_SITE_URL, listening);
  return {
    url,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Methods any part of the shop answers; /ebsn/api narrows them further (src/platform/server/proxy/proxy-request.ts). */
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/**
 * TRACE would echo the request (cookies included) and Astro cannot even build a Request for it
 * (undici refuses the method: a 500), so it is refused here, before Astro (issue 12).
 */
function refuseMethod(response) {
  response
    .writeHead(405, { allow: ALLOW, 'content-length': 0, 'cache-control': 'private, no-store' })
    .end();
}

/**
 * 421 Misdirected Request: this server does not serve the host the request names (RFC 9110
 * §15.5.20). Nothing is rendered or cached; no-store keeps a CDN from holding the refusal.
 */
function refuseHost(response) {
  const body = 'Misdirected Request\n';
  response
    .writeHead(421, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'private, no-store',
      ...securityHeaderValues({ https: false, page: false }),
    })
    .end(body);
}

/**
 * Node's parser rejects methods it does not know (TRACK) before any handler: answer 405 for
 * those instead of its bare 400; other malformed requests keep Node's default answers.
 */
function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_INVALID_METHOD'
      ? `405 Method Not Allowed\r\nAllow: ${ALLOW}`
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

function decodeURIComponentSafe(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { url } = await startStorefront({
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 4321),
    });
    console.log(`Sporta storefront: ${url}/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
