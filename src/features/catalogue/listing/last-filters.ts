/**
 * The last listing filters, kept in the browser (spec: shopping §9 "Persisted locally: …
 * filters"; §4 "Filters reset on entering /catalog and when the category changes"). One entry:
 * the listing it belongs to (a category's address, or the search words) and its choices —
 * facets, sort, promo, new products, never the page. Plain functions over a Storage
 * (localStorage by default), like search-words.ts: unreadable content is ignored and a storage
 * that is missing or refuses to write loses the filters, never the listing.
 *
 * The rules, for each visit of a listing page:
 * - choices in its URL: they are the last filters (saved, dated now);
 * - none, on the listing the saved filters belong to, reached by a link (the drawer, a
 *   breadcrumb, Home): they come back — the caller replaces the address, so Back is unchanged;
 * - none otherwise: the saved filters are forgotten. That covers /catalog, another category or
 *   search (the filters belonged to the one before), a saved entry past its age, and the
 *   shopper clearing them on the listing itself — "Azzera filtri", or the filter form applied
 *   empty (its 303 lands on the bare address): both arrive from the same listing, so a restore
 *   never undoes them. Back and Forward show the history's own address and restore nothing.
 */

import {
  type LocalStorageOptions,
  localStorageSettings,
} from '../../../platform/shopper/local-storage';
import { filtersFromSearch, searchOf } from './filters';

export const LAST_FILTERS_KEY = 'sporta.lastFilters';
/**
 * Beyond the spec: saved filters older than 2 hours are ignored. Long enough for a shopping
 * trip with a pause (every filtered listing seen dates them anew); short enough that a brand or
 * promo filter from an earlier visit never hides products from a shopper who forgot about it.
 */
export const LAST_FILTERS_MAX_AGE_MS = 2 * 3_600_000;
/** As /search reads its words (src/pages/search.astro). */
const MAX_WORD_LENGTH = 100;

export interface ListingVisit {
  /** The listing page's address (location.href). */
  url: string;
  /** Where the shopper came from (document.referrer; '' when unknown). */
  referrer: string;
  /** Reached by Back or Forward: the history's address is shown as it is. */
  backForward: boolean;
}

export type LastFiltersOptions = LocalStorageOptions;

interface SavedFilters {
  /** The listing's own address: its path, and the search words of a search. */
  listing: string;
  /** The choices as a query string (facets, promo, new, sort). */
  choices: string;
  savedAt: number;
}

/**
 * Keeps or forgets the filters of the listing visited, by the rules above. Gives the address
 * to restore (the same listing with its last filters) when they should come back, else undefined.
 */
export function visitListing(
  visit: ListingVisit,
  options: LastFiltersOptions = {},
): string | undefined {
  const { storage, now } = localStorageSettings(options);
  const url = new URL(visit.url);
  const listing = listingOf(url);
  if (listing === undefined) return undefined;
  const choices = choicesOf(url.searchParams);
  if (choices !== '') {
    write(storage, { listing, choices, savedAt: now() });
    return undefined;
  }
  const saved = read(storage);
  const age = saved ? now() - saved.savedAt : Number.NaN;
  const restore =
    saved?.listing === listing &&
    age >= 0 &&
    age <= LAST_FILTERS_MAX_AGE_MS &&
    !visit.backForward &&
    !url.searchParams.has('page') &&
    !cameFrom(visit.referrer, url, listing);
  if (restore) return `${listing}${listing.includes('?') ? '&' : '?'}${saved.choices}`;
  write(storage, undefined);
  return undefined;
}

/**
 * The listing an address shows, as its filters are saved: `/category/{slug}` (a category by its
 * address; categoryId is not kept, as the listing's own links drop it), `/search?q=…` with its
 * parent category, as src/pages/search.astro reads them. /catalog and a search without words
 * keep nothing ('' forgets); other pages are no listing (undefined).
 */
function listingOf(url: URL): string | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  if (path.startsWith('/category/')) return path;
  if (path === '/catalog') return '';
  if (path !== '/search') return undefined;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_WORD_LENGTH);
  if (q === '') return '';
  const fixed = new URLSearchParams({ q });
  const parent = Number.parseInt(url.searchParams.get('parent_category_id') ?? '', 10);
  if (Number.isInteger(parent)) fixed.set('parent_category_id', String(parent));
  return `${path}?${fixed}`;
}

/** The choices a query string carries, checked and in their stable order; the page left out. */
function choicesOf(params: URLSearchParams): string {
  return searchOf({ ...filtersFromSearch(params), page: 1 });
}

/** Came from the same listing of this shop: the shopper cleared its filters there. */
function cameFrom(referrer: string, url: URL, listing: string): boolean {
  try {
    const from = new URL(referrer);
    return from.origin === url.origin && listingOf(from) === listing;
  } catch {
    // No referrer, or not a URL: the shopper did not come from this listing.
    return false;
  }
}

/** The stored entry when it looks right, its choices checked again as a URL's would be. */
function read(storage: Storage | undefined): SavedFilters | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(LAST_FILTERS_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { listing, choices, savedAt } = stored as Record<string, unknown>;
  if (typeof listing !== 'string' || listing === '' || typeof choices !== 'string')
    return undefined;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
  const checked = choicesOf(new URLSearchParams(choices));
  return checked === '' ? undefined : { listing, choices: checked, savedAt };
}

function write(storage: Storage | undefined, saved: SavedFilters | undefined): void {
  try {
    if (saved && saved.listing !== '') storage?.setItem(LAST_FILTERS_KEY, JSON.stringify(saved));
    else storage?.removeItem(LAST_FILTERS_KEY);
  } catch {
    // Full or refused: the listing works as it is, its filters are not kept.
  }
}
