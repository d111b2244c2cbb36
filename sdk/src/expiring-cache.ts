/**
 * The one cache of the shop (docs/adr/0020): entries that expire after `ttlMs` and, past
 * `maxEntries`, leave oldest first. The SDK's GET cache in the browser (response-cache.ts), the
 * server's shared answers (src/platform/server/caching/server-cache.ts) and its shared pages
 * (src/platform/server/caching/node-page-cache.ts) are made of it. A Map keeps insertion order, so its first
 * key is the oldest: ~0.3 KB gzip where lru-cache would add 5.75 KB to the browser.
 */
export interface ExpiringCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** A read moves the entry to the newest end (least recently used leaves first), else only a write does. */
  freshenOnRead?: boolean;
  /** Expired entries stay (until pushed out) for `stale`: served when their source fails. */
  keepExpired?: boolean;
}

export interface ExpiringCache<V> {
  /** The value of `key` while it has not expired. */
  get(key: string): V | undefined;
  /** Whether `key` holds a value that has not expired (a read that moves nothing). */
  has(key: string): boolean;
  /** What `key` holds, expired or not (an expired one only with `keepExpired`). */
  stale(key: string): { value: V } | undefined;
  set(key: string, value: V): void;
  /** Drops the entries `drop` picks, or every one. Returns how many. */
  clear(drop?: (key: string, value: V) => boolean): number;
  keys(): string[];
  readonly size: number;
}

export function createExpiringCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
  freshenOnRead = false,
  keepExpired = false,
}: ExpiringCacheOptions): ExpiringCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.expires > now()) return entry;
    if (!keepExpired) entries.delete(key);
    return undefined;
  };
  return {
    get(key) {
      const entry = fresh(key);
      if (entry && freshenOnRead) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry?.value;
    },
    has: (key) => fresh(key) !== undefined,
    stale: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear(drop) {
      let dropped = 0;
      for (const [key, { value }] of entries) {
        if (drop && !drop(key, value)) continue;
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
    },
    keys: () => [...entries.keys()],
    get size() {
      return entries.size;
    },
  };
}
