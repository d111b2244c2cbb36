/**
 * The GET cache of the request layer (spec: account §7, §9): catalogue reads are kept 900000 ms,
 * at most 50 entries, and the whole cache is dropped by any non-GET, since a write (login, store
 * choice, cart change) can change what every catalogue answer says.
 */

export const CACHE_TTL_MS = 900_000;
export const CACHE_MAX_ENTRIES = 50;

/** First path segments whose GETs are cached: products, category, adv, warehouse-locator, article, content. */
const CACHED_SEGMENTS = ['products', 'category', 'adv', 'warehouse-locator', 'article', 'content'];

export function isCacheable(schemaPath: string): boolean {
  const segment = schemaPath.replace(/^\/+/, '');
  return CACHED_SEGMENTS.some((name) => segment.startsWith(name));
}

export interface ResponseCache {
  get(url: string): string | undefined;
  set(url: string, body: string): void;
  clear(): void;
  readonly size: number;
}

export function createResponseCache(
  ttlMs = CACHE_TTL_MS,
  maxEntries = CACHE_MAX_ENTRIES,
  now: () => number = Date.now,
): ResponseCache {
  const entries = new Map<string, { body: string; expires: number }>();
  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(url);
        return undefined;
      }
      return entry.body;
    },
    set(url, body) {
      entries.delete(url);
      entries.set(url, { body, expires: now() + ttlMs });
      // Map keeps insertion order: the first key is the oldest entry.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
