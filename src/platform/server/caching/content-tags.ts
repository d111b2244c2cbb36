/**
 * Surrogate keys of a shared page (issue 31, docs/deploy.md "Purges"): the WordPress content a
 * render read, so an editor's change drops only the pages that show it — in the storefront's page
 * cache (node-page-cache.ts) and in Varnish (a BAN on these tags). A tag is a content cache key
 * (features/content/cache.ts: `faq:categories`, `menu:header`, `page:chi-siamo`…); a purge names
 * key prefixes (features/content/purge.ts), so it matches a tag that starts with one of them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Where a shared page says which content it shows (comma-separated tags). */
export const CONTENT_TAGS_HEADER = 'x-sporta-keys';
/** A page whose tags are not known: every purge drops it. */
export const ALL_CONTENT = 'all';
/** A page that shows no WordPress content: no content purge drops it. */
export const NO_CONTENT = 'none';
/** Past this many, a page is tagged ALL_CONTENT: a header stays short (Varnish's limit is 8 KB). */
const MAX_TAGS = 64;

const reads = new AsyncLocalStorage<Set<string>>();
/** Content purges this process has had (src/pages/api/content/purge.ts). */
let purges = 0;

/** A tag in the characters Varnish's ban accepts (deploy/varnish/sporta.vcl). */
export const tagOf = (key: string) => key.toLowerCase().replace(/[^a-z0-9:_-]/g, '_');

/** Runs `render` noting every content key read meanwhile (noteContentRead) in `into`. */
export const collectContentReads = <T>(into: Set<string>, render: () => Promise<T>) =>
  reads.run(into, render);

/** Notes a content key read by the render in progress, if a page is collecting. */
export function noteContentRead(key: string): void {
  reads.getStore()?.add(tagOf(key));
}

/** The header value for the tags a render collected. */
export function tagsHeader(tags: ReadonlySet<string>): string {
  if (tags.size === 0) return NO_CONTENT;
  if (tags.size > MAX_TAGS) return ALL_CONTENT;
  return [...tags].sort().join(',');
}

/**
 * Whether a page tagged `header` shows content a purge of `prefixes` changed; undefined prefixes
 * (a purge of everything) or an untagged page: always.
 */
export function showsPurged(header: string | undefined, prefixes: readonly string[] | undefined) {
  if (prefixes === undefined || !header || header === ALL_CONTENT) return true;
  const purged = prefixes.map(tagOf);
  return header.split(',').some((tag) => purged.some((prefix) => tag.startsWith(prefix)));
}

/** A content purge reached this process. */
export function notePurge(): void {
  purges += 1;
}

/**
 * Runs `render`, telling whether a content purge came while it ran: such a page may show what
 * was just purged and must not be kept by any cache (it would outlive the purge).
 */
export async function renderAcrossPurges<T>(render: () => Promise<T>) {
  const before = purges;
  const result = await render();
  return { result, purgedMeanwhile: purges !== before };
}
