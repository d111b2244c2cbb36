/**
 * The shared-page cache of the Node server (scripts/serve.mjs), in front of Astro like the
 * /ebsn/api proxy (docs/adr/0011-shared-page-cache.md): a page shoppers may share
 * (shared-pages.ts) is kept per (guest or signed in, price context, encoding, host, URL) for a short time and sent again
 * without rendering. What belongs to one shopper is never in such a page (the middleware renders
 * it with nobody's name in it and says which shared page it is, SHARED_PAGE_HEADER); a page the
 * renderer did not mark so, or that sets a cookie, is not kept. Concurrent misses of one key render once.
 * Kept in the shop's one cache (@sporta/sdk `createExpiringCache`, docs/adr/0020).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createExpiringCache } from '@sporta/sdk';
import { parseCookie } from 'cookie';
import { CONTENT_TAGS_HEADER, showsPurged } from './content-tags';
import {
  isSharedPage,
  SHARED_PAGE_HEADER,
  SHARED_PAGE_TTL_MS,
  sharedKeyOf,
  sharedViewOf,
} from './shared-pages';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

interface Kept {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Header saying whether a page came from the cache (HIT) or was rendered (MISS). */
export const PAGE_CACHE_HEADER = 'x-sporta-page-cache';
const PURGE_HOOK = Symbol.for('sporta.pageCache.purge');

export function createPageCache(render: Handler, options: PageCacheOptions = {}) {
  const kept = createExpiringCache<Kept>({
    ttlMs: options.ttlMs ?? SHARED_PAGE_TTL_MS,
    maxEntries: options.maxEntries ?? 1000,
    ...(options.now && { now: options.now }),
  });
  const rendering = new Map<string, Promise<void>>();

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const key = keyOf(request);
    if (!key) {
      await render(request, response);
      return;
    }
    const fresh = kept.get(key);
    if (fresh) return send(request, response, fresh);
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const page = kept.get(key);
      if (page) return send(request, response, page);
      await render(request, response);
      return;
    }
    const done = capture(response, (page) => {
      if (shareable(page, key)) kept.set(key, page);
    });
    rendering.set(key, done);
    response.setHeader(PAGE_CACHE_HEADER, 'MISS');
    try {
      await render(request, response);
      await done;
    } finally {
      rendering.delete(key);
    }
  }

  /** Drops the pages showing content of `prefixes` (their tags, content-tags.ts), or all. */
  const purge = (prefixes?: readonly string[]) =>
    kept.clear((_, page) => {
      const tags = page.headers[CONTENT_TAGS_HEADER];
      return showsPurged(typeof tags === 'string' ? tags : undefined, prefixes);
    });
  // The content purge (src/pages/api/content/purge.ts) runs in Astro's bundle: it finds us here.
  (globalThis as Record<symbol, unknown>)[PURGE_HOOK] = purge;

  return {
    serve,
    purge,
    get size() {
      return kept.size;
    },
  };
}

/**
 * Forgets the shared pages showing content an editor changed (key prefixes, or all when
 * undefined); 0 when no cache runs (astro dev).
 */
export function purgeSharedPages(prefixes?: readonly string[]): number {
  const purge = (globalThis as Record<symbol, unknown>)[PURGE_HOOK];
  return typeof purge === 'function'
    ? (purge as (prefixes?: readonly string[]) => number)(prefixes)
    : 0;
}

/** GET or HEAD of a shared page by a guest: its key; anything else goes straight to Astro. */
function keyOf(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  if (!isSharedPage(path)) return undefined;
  const view = sharedViewOf(parseCookie(request.headers.cookie ?? ''));
  if (!view) return undefined;
  // Pages are gzipped when asked (compression.ts): the two forms are kept apart.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  // The server serves a few hosts (public-origin.ts `servedHosts`, checked before this cache): a
  // page is never shared across them, should it ever depend on one. X-Forwarded-Host stays out:
  // unchecked without a trusted proxy, any value would make a key.
  const host = request.headers.host?.toLowerCase() ?? '';
  return `${sharedKeyOf(view)}|${gzip ? 'gzip' : 'identity'}|${host}|${url}`;
}

/** Only what the renderer marked shareable for this key, answered 200, with no cookie of its own. */
function shareable(page: Kept, key: string): boolean {
  const shared = page.headers[SHARED_PAGE_HEADER];
  return (
    page.status === 200 &&
    typeof shared === 'string' &&
    key.startsWith(`${shared}|`) &&
    !page.headers['set-cookie']
  );
}

function send(request: IncomingMessage, response: ServerResponse, page: Kept): void {
  response.writeHead(page.status, {
    ...page.headers,
    'content-length': page.body.length,
    [PAGE_CACHE_HEADER]: 'HIT',
  });
  response.end(request.method === 'HEAD' ? undefined : page.body);
}

/**
 * The body sent as its chunks. A page sent whole in a buffer of its own (scripts/render-fixes.mjs
 * `pageBytes`) is kept as it is: copying 80 KB was 3% of a render. Any other chunks are copied
 * (one may be a slice of a pool that is used again).
 */
function bodyOf(chunks: readonly Buffer[]): Buffer {
  const [only] = chunks;
  const owned =
    chunks.length === 1 &&
    only !== undefined &&
    only.byteOffset === 0 &&
    only.buffer.byteLength === only.length;
  return owned ? only : Buffer.concat(chunks);
}

/**
 * Copies what the renderer sends through `response` (status, headers, body) while it goes out
 * unchanged; resolves once the response ended (the copy is undefined when it was cut short).
 */
function capture(response: ServerResponse, onPage: (page: Kept) => void): Promise<void> {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as ServerResponse['end'];
  return new Promise((resolve) => {
    response.once('finish', () => {
      const headers = { ...response.getHeaders() };
      delete headers[PAGE_CACHE_HEADER];
      delete headers['transfer-encoding'];
      onPage({ status: response.statusCode, headers, body: bodyOf(chunks) });
      resolve();
    });
    response.once('close', () => resolve());
  });
}
