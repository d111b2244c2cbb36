/**
 * A cache of the server process for answers shared by every shopper (WordPress content, the
 * category tree): least recently used entries leave first; an expired entry is kept so it can
 * still be served when the source does not answer (stale-if-error); one load per key at a time;
 * entries dropped by key prefix. Defaults: spec account §9 "Response cache 900000 ms, 50 entries".
 */

export const SERVER_CACHE_TTL_MS = 900_000;
export const SERVER_CACHE_MAX_ENTRIES = 50;

interface Entry {
  value: unknown;
  storedAt: number;
}

export interface ServerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told every key asked for, hit or miss (the content cache notes a page's tags with it). */
  onRead?: (key: string) => void;
}

export function createServerCache({
  ttlMs = SERVER_CACHE_TTL_MS,
  maxEntries = SERVER_CACHE_MAX_ENTRIES,
  now = Date.now,
  onRead,
}: ServerCacheOptions = {}) {
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;

  function store(key: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  async function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const started = generation;
    try {
      const value = await loader();
      // A purge during the load may mean the value is already old: serve it, do not keep it.
      if (started === generation) store(key, value);
      return value;
    } catch (failure) {
      const stale = entries.get(key);
      if (stale) return stale.value as T;
      throw failure;
    }
  }

  return {
    /** The cached value of `key`, else what `loader` gives (stored); stale when the loader fails. */
    async get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      onRead?.(key);
      const hit = entries.get(key);
      if (hit && now() - hit.storedAt < ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
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
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (prefix === undefined || key.startsWith(prefix)) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    keys: () => [...entries.keys()],
  };
}

export type ServerCache = ReturnType<typeof createServerCache>;
