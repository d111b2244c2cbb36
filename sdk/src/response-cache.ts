/**
 * The GET cache of the request layer (spec: account §7, §9): catalogue reads are kept 900000 ms,
 * at most 50 entries, and the whole cache is dropped by any non-GET, since a write (login, store
 * choice, cart change) can change what every catalogue answer says.
 */
import { RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_TTL_MS } from '@sporta/rules';
import { createExpiringCache } from './expiring-cache';

/** First path segments whose GETs are cached: products, category, adv, warehouse-locator, article, content. */
const CACHED_SEGMENTS = ['products', 'category', 'adv', 'warehouse-locator', 'article', 'content'];

export function isCacheable(schemaPath: string): boolean {
  const segment = schemaPath.replace(/^\/+/, '');
  return CACHED_SEGMENTS.some((name) => segment.startsWith(name));
}

/** The text of each answer given from the cache: read as it is, not through a body stream. */
const keptTexts = new WeakMap<Response, string>();

/** A cache hit as an answer: no body stream made from the text and read back (fetch-client.ts). */
export function keptAnswer(text: string, headers: Record<string, string>): Response {
  const answer = new Response(null, { status: 200, headers });
  keptTexts.set(answer, text);
  return answer;
}

/** The text of an answer the cache gave, or undefined for one that came over the network. */
export const keptTextOf = (answer: Response): string | undefined => keptTexts.get(answer);

/**
 * A kept answer's JSON, parsed once and shared by the calls the cache answers with it (a
 * listing's 36 KB on every render; issue 42). Frozen: a change to it would reach every call
 * sharing it, so it fails loudly instead. Kept a minute at most, as long as its text is kept.
 */
const parsedTexts = createExpiringCache<unknown>({ ttlMs: 60_000, maxEntries: 64 });

export function parsedKeptText(text: string): unknown {
  let data = parsedTexts.get(text);
  if (data === undefined) {
    data = deepFrozen(JSON.parse(text));
    parsedTexts.set(text, data);
  }
  return data;
}

/** The value with every object in it frozen: a change throws instead of reaching other readers. */
export function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  for (const inner of Object.values(value)) deepFrozen(inner);
  return Object.freeze(value);
}

export interface ResponseCache {
  get(url: string): string | undefined;
  set(url: string, body: string): void;
  clear(): void;
  readonly size: number;
}

/** Answers by URL; a new answer for a URL makes it the newest, a read does not. */
export function createResponseCache(
  ttlMs = RESPONSE_CACHE_TTL_MS,
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
  now: () => number = Date.now,
): ResponseCache {
  return createExpiringCache<string>({ ttlMs, maxEntries, now });
}
