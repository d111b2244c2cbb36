/**
 * The purge request WordPress sends when an editor changes content (cms/README.md "Purge hook"):
 * header X-Content-Purge-Secret, body {source, sentAt, events: [{type, id, slug, action,
 * locations?}]}. Checks the secret in constant time and drops the cache entries the events name.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ContentCache } from './cache';
import { PURGE_PREFIXES } from './content';

export const PURGE_SECRET_HEADER = 'x-content-purge-secret';

/** Constant-time comparison (of digests, so the lengths never leak either). */
export function secretMatches(given: string | null, expected: string): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Cache prefixes for a purge body; undefined = drop everything. */
export function prefixesFor(body: unknown): string[] | undefined {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0) return undefined;
  const prefixes = new Set<string>();
  for (const event of events as { type?: unknown; locations?: unknown }[]) {
    const type = typeof event?.type === 'string' ? event.type : '';
    const known = PURGE_PREFIXES[type];
    if (!known) return undefined;
    const locations = Array.isArray(event.locations) ? event.locations : [];
    if (type === 'menu' && locations.length > 0) {
      for (const location of locations) prefixes.add(`menu:${String(location)}`);
    } else {
      for (const prefix of known) prefixes.add(prefix);
    }
  }
  return [...prefixes];
}

/** Drops the entries of `prefixes` (prefixesFor) from `cache`, all when undefined; how many went. */
export function purgeContent(cache: ContentCache, prefixes: readonly string[] | undefined): number {
  if (!prefixes) return cache.purge();
  return prefixes.reduce((dropped, prefix) => dropped + cache.purge(prefix), 0);
}
