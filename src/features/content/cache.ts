/**
 * The content cache of the server (spec: account §9 "Response cache 900000 ms, 50 entries"),
 * shared by the pages and the purge endpoint, which drops entries by key prefix. The keys a page
 * reads become its surrogate keys (platform/server/caching/content-tags.ts).
 */
import { noteContentRead } from '../../platform/server/caching/content-tags';
import { createServerCache, type ServerCache } from '../../platform/server/caching/server-cache';

export type ContentCache = ServerCache;

const SHARED = Symbol.for('sporta.contentCache');

/** The one cache of this server process, shared by the pages and the purge endpoint. */
export function contentCache(): ContentCache {
  const holder = globalThis as { [SHARED]?: ContentCache };
  // Each key read is a tag of the page being rendered (platform/server/caching/content-tags.ts).
  holder[SHARED] ??= createServerCache({ onRead: noteContentRead });
  return holder[SHARED];
}
