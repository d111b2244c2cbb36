/**
 * A cache of the server process for answers shared by every shopper (WordPress content, the
 * category tree, a category and its blocks, the page search), on the shop's one cache (@sporta/sdk `createExpiringCache`, docs/adr/0020):
 * least recently used entries leave first; an expired entry is kept so it can still be served
 * when the source does not answer (stale-if-error); one load per key at a time; entries dropped
 * by key prefix. Defaults: @sporta/rules RESPONSE_CACHE_* (spec account §9).
 */
import { RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_TTL_MS } from '@sporta/rules';
import { createExpiringCache } from '@sporta/sdk';

export interface ServerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told every key asked for, hit or miss (the content cache notes a page's tags with it). */
  onRead?: (key: string) => void;
  /**
   * Whether a loaded value is kept (default: every one). One it refuses (an answer of nothing
   * found) is handed to its callers and forgotten, with the expired copy of its key: what the
   * source says is gone is never served later as stale-if-error.
   */
  keeps?: (value: unknown) => boolean;
}

export function createServerCache({
  ttlMs = RESPONSE_CACHE_TTL_MS,
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
  now = Date.now,
  onRead,
  keeps = () => true,
}: ServerCacheOptions = {}) {
  const entries = createExpiringCache<unknown>({
    ttlMs,
    maxEntries,
    now,
    freshenOnRead: true,
    keepExpired: true,
  });
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;

  async function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const started = generation;
    try {
      const value = await loader();
      // A purge during the load may mean the value is already old: serve it, do not keep it.
      if (started !== generation) return value;
      if (keeps(value)) entries.set(key, value);
      else entries.clear((kept) => kept === key);
      return value;
    } catch (failure) {
      // An expired copy beats an error page; with none kept, the failure goes on.
      const kept = entries.stale(key);
      if (kept) return kept.value as T;
      throw failure;
    }
  }

  return {
    /** The cached value of `key`, else what `loader` gives (stored); stale when the loader fails. */
    async get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      onRead?.(key);
      if (entries.has(key)) return entries.get(key) as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = load(key, loader).finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    /** Drops the entries whose key starts with `prefix`, or all of them. Returns how many. */
    purge(prefix?: string): number {
      generation += 1;
      loading.clear();
      return entries.clear(prefix === undefined ? undefined : (key) => key.startsWith(prefix));
    },
    keys: () => entries.keys(),
  };
}

export type ServerCache = ReturnType<typeof createServerCache>;
