/**
 * The shop's pages matching a search (spec: account §7 "wp/v2/search (search, page, per_page,
 * type post, subtype)"), shown on /search beside the products. Server side only.
 *
 * The search page is rendered for each new query (issue 42: its uncached cost), so this call
 * runs beside the product search, gives up after a short time, and never fails the page: no
 * answer is no "Pagine" section. It skips the content cache: queries are the shoppers' own
 * words and would push Home's slides and the menus out of its 50 entries; the page cache keeps
 * each search page instead, tagged with the pages it may show so an editor's change drops it.
 * Each query's answer is kept a minute in a cache of its own (contentSearches), so the renders
 * of one query that no page cache holds (a filter, a sort, a page of results, another shopper's
 * price context) ask WordPress once.
 */
import { createContentClient } from '@sporta/sdk';
import { cmsUrl } from '../../../platform/config';
import { plainText } from '../../../platform/html/plain-text';
import { noteContentRead, showsPurged } from '../../../platform/server/caching/content-tags';
import {
  createServerCache,
  type ServerCache,
  type ServerCacheOptions,
} from '../../../platform/server/caching/server-cache';
import { failureReason } from '../failure-reason';

/** Past this, the products show without pages: the product search takes about as long. */
export const CONTENT_SEARCH_TIMEOUT_MS = 800;
/** "A small section": the first few pages, best match first. */
export const CONTENT_SEARCH_RESULTS = 5;
/** Pages the storefront shows at an address of their own, not under /page/. */
const OWN_ROUTES = new Set(['vantaggi', 'servizio-clienti', 'consegna-agevolata']);

export interface ContentHit {
  title: string;
  href: string;
}

/**
 * A minute: a page published or withdrawn without a purge (a scheduled post, a purge that did
 * not arrive) is listed or left out a minute late at most; an editor's change purges it at once.
 */
export const CONTENT_SEARCH_TTL_MS = 60_000;
/** The most searched queries, well under 1 KB each: the shoppers' own words cannot grow it further. */
export const CONTENT_SEARCH_ENTRIES = 200;
/** What a search page is tagged with, and what a purge must name to drop the kept answers. */
const SEARCH_TAG = 'page:search';

const SHARED = Symbol.for('sporta.contentSearches');

/** A cache of answers by query (`now`: a test's clock). */
export const createContentSearches = ({ now }: Pick<ServerCacheOptions, 'now'> = {}) =>
  createServerCache({
    ttlMs: CONTENT_SEARCH_TTL_MS,
    maxEntries: CONTENT_SEARCH_ENTRIES,
    ...(now && { now }),
  });

/** The kept answers of this process, by query, shared by the search pages and the purge endpoint. */
export function contentSearches(): ServerCache {
  const holder = globalThis as { [SHARED]?: ServerCache };
  holder[SHARED] ??= createContentSearches();
  return holder[SHARED];
}

/**
 * A content purge that drops the search pages (a page's change, or everything) drops the answers
 * they were made of, so the next search shows the change; how many went.
 */
export function purgeContentSearches(prefixes: readonly string[] | undefined): number {
  return showsPurged(SEARCH_TAG, prefixes) ? contentSearches().purge() : 0;
}

/** The storefront's address of a WordPress page, from WordPress' own link (…/{slug}/). */
export function pageHref(wordpressUrl: string): string | undefined {
  let path: string;
  try {
    path = new URL(wordpressUrl).pathname;
  } catch {
    return undefined;
  }
  const slug = path.split('/').filter(Boolean).at(-1);
  if (!slug || !/^[a-z0-9-]{1,100}$/.test(slug)) return undefined;
  return OWN_ROUTES.has(slug) ? `/${slug}` : `/page/${slug}`;
}

/** The pages matching `q`; none when WordPress is slow, down or answers oddly. */
export async function searchContentPages(
  q: string,
  timeoutMs = CONTENT_SEARCH_TIMEOUT_MS,
  searches = contentSearches(),
): Promise<ContentHit[]> {
  if (q.length < 2) return [];
  // A page edit (purge prefix "page:") drops the search pages that may list it.
  noteContentRead(SEARCH_TAG);
  try {
    // A failure is not kept: the next render asks again (a kept answer is served meanwhile).
    return await searches.get(q, async () => {
      const { items } = await createContentClient({ baseUrl: cmsUrl(), timeoutMs }).search(q, {
        perPage: CONTENT_SEARCH_RESULTS,
        subtype: 'page',
      });
      return items.flatMap((item): ContentHit[] => {
        const href = pageHref(item.url);
        const title = plainText(item.title);
        return href && title ? [{ title, href }] : [];
      });
    });
  } catch (failure) {
    console.warn(`[content] search unavailable: ${failureReason(failure)}`);
    return [];
  }
}
