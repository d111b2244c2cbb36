/**
 * The /ebsn/api proxy mounted straight on the Node server (scripts/serve.mjs), before Astro:
 * the same proxyToEbsn as the Astro route (src/pages/ebsn/api/[...path].ts, which `astro dev`
 * uses), without Astro's page pipeline around it, which cost ≈ 0.5 ms a call (issue 12 budget
 * ≤ 1 ms, bench/proxy-overhead.mjs). What the middleware gives every answer it gives here too:
 * the security headers and gzip for JSON. Bundled at build time to dist/node/ebsn-proxy.mjs
 * (scripts/node-proxy-build.mjs).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { parseCookie, stringifySetCookie } from 'cookie';
import { ebsnApiUrl } from '../../config';
import type { CookieJar, CookieOptions } from '../../session';
import { servedOverHttps } from '../defence/https-request';
import { securityHeaderValues } from '../gates/security-headers';
import { proxyToEbsn } from './ebsn-proxy';
import { envelopeError } from './proxy-answer';
import { EBSN_MOUNT } from './proxy-request';

/** Where the proxy is mounted; serve.mjs sends every path starting with it here. */
export { EBSN_MOUNT };

/** The largest refused body read to its end and dropped, so its client gets the 413 (above it, closed). */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** Smaller JSON answers are sent as they are: gzip would cost more than it saves. */
const GZIP_FROM_BYTES = 1024;

export async function serveEbsnProxy(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  upstreamBase = ebsnApiUrl(),
): Promise<void> {
  const jar = new NodeCookieJar(incoming.headers.cookie);
  let answer: Response;
  let request: Request | undefined;
  try {
    request = requestOf(incoming);
    answer = await proxyToEbsn(
      request,
      decodedPath(request),
      jar,
      upstreamBase,
      incoming.socket.remoteAddress,
    );
  } catch {
    // A Host header no URL can hold, a path that is not UTF-8: refused like any unsafe path.
    answer = envelopeError(400, 'errors.requestRefused');
  }
  const https = request ? servedOverHttps(request) : false;
  const headers: Record<string, string | string[]> = {
    ...Object.fromEntries(answer.headers),
    ...securityHeaderValues({ https, page: false }),
  };
  if (jar.setCookies.length > 0) headers['set-cookie'] = jar.setCookies;
  // A refused body (413) was not read to its end. One whose Content-Length is within DRAIN_BYTES
  // is read and dropped (nothing kept): a client still sending when the socket closed would get a
  // reset instead of the answer. Any other (chunked, or larger) closes the connection.
  if (!incoming.complete && incoming.method === 'POST') {
    if (!incoming.destroyed && Number(incoming.headers['content-length']) <= DRAIN_BYTES)
      incoming.resume();
    else headers.connection = 'close';
  }
  if (!answer.body || incoming.method === 'HEAD') {
    outgoing.writeHead(answer.status, headers).end();
    return;
  }
  const type = answer.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    let body = Buffer.from(await answer.arrayBuffer());
    if (
      body.length >= GZIP_FROM_BYTES &&
      /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
    ) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    outgoing.writeHead(answer.status, headers).end(body);
    return;
  }
  // Invoices and pictures: streamed as they come, already compressed formats.
  outgoing.writeHead(answer.status, headers);
  Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(outgoing);
}

/** The web Request proxyToEbsn reads; the body streams, so the size limit holds without buffering. */
function requestOf(incoming: IncomingMessage): Request {
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${scheme}://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody && {
      body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>,
      duplex: 'half',
    }),
  } as RequestInit);
}

/** The API path as the Astro route's `params.path` gives it: decoded, after the mount. */
function decodedPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(EBSN_MOUNT)
    ? decodeURIComponent(pathname.slice(EBSN_MOUNT.length))
    : '';
}

/**
 * The cookies of one request, and the Set-Cookie lines the proxy's changes make: read and written
 * with the `cookie` package as Astro's own jar does, so both mounts send the same lines.
 */
export class NodeCookieJar implements CookieJar {
  private readonly values: Record<string, string | undefined>;
  private readonly lines = new Map<string, string>();

  constructor(header: string | undefined) {
    this.values = parseCookie(header ?? '');
  }

  get(name: string) {
    const value = this.values[name];
    return value === undefined ? undefined : { value };
  }

  set(name: string, value: string, options: CookieOptions) {
    this.values[name] = value;
    this.lines.set(name, stringifySetCookie({ ...options, name, value }));
  }

  delete(name: string, options: { path: string }) {
    delete this.values[name];
    this.lines.set(
      name,
      stringifySetCookie({ ...options, name, value: 'deleted', expires: new Date(0) }),
    );
  }

  /** One line per cookie changed, its last change (as Astro sends them). */
  get setCookies(): string[] {
    return [...this.lines.values()];
  }
}
