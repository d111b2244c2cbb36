/**
 * The shop's pages matching a search (spec: account §7 "wp/v2/search (search, page, per_page,
 * type post, subtype)"), shown on /search beside the products. Server side only.
 *
 * The search page is rendered for each new query (issue 42: its uncached cost), so this call
 * runs beside the product search, gives up after a short time, and never fails the page: no
 * answer is no "Pagine" section. It skips the content cache: queries are the shoppers' own
 * words and would push Home's slides and the menus out of its 50 entries; the page cache keeps
 * each search page instead, tagged with the pages it may show so an editor's change drops it.
 */
import { createContentClient } from '@sporta/sdk';
import { cmsUrl } from '../../../platform/config';
import { plainText } from '../../../platform/html/plain-text';
import { noteContentRead } from '../../../platform/server/caching/content-tags';
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
): Promise<ContentHit[]> {
  if (q.length < 2) return [];
  // A page edit (purge prefix "page:") drops the search pages that may list it.
  noteContentRead('page:search');
  try {
    const { items } = await createContentClient({ baseUrl: cmsUrl(), timeoutMs }).search(q, {
      perPage: CONTENT_SEARCH_RESULTS,
      subtype: 'page',
    });
    return items.flatMap((item) => {
      const href = pageHref(item.url);
      const title = plainText(item.title);
      return href && title ? [{ title, href }] : [];
    });
  } catch (failure) {
    console.warn(`[content] search unavailable: ${failureReason(failure)}`);
    return [];
  }
}
