/**
 * A listing page's data on the server: the filters from the URL (after the filter form's
 * `shown`), one page of products through the shopper's SDK (their price context), or
 * undefined when the API failed — the page then says so in place of the grid.
 */
import type { EbsnClient, ProductList } from '@sporta/sdk';
import {
  afterApplying,
  filtersFromSearch,
  type ListingFilters,
  productFilters,
  searchOf,
} from './filters';

export interface Listing {
  filters: ListingFilters;
  list: ProductList | undefined;
}

/**
 * The listing's own address for a submitted filter form (`shown` in the URL): the filters in
 * their stable order and the page the rules give, so the URL stays clean and shareable and the
 * browser's history holds listings, not form posts. Undefined for a plain listing URL.
 */
export function appliedAddress(url: URL, fixed: Record<string, string> = {}): string | undefined {
  if (!url.searchParams.has('shown')) return undefined;
  const filters = afterApplying(filtersFromSearch(url.searchParams), url.searchParams.get('shown'));
  const search = searchOf(filters, fixed);
  return search ? `${url.pathname}?${search}` : url.pathname;
}

export async function loadListing(
  ebsn: EbsnClient,
  url: URL,
  scope: { categoryId?: number; q?: string; promotionsOnly?: boolean } = {},
): Promise<Listing> {
  const filters = afterApplying(filtersFromSearch(url.searchParams), url.searchParams.get('shown'));
  const wanted = productFilters(filters, scope.categoryId);
  // The page's own selection (/offerte), not one of the shopper's filters to reset.
  if (scope.promotionsOnly) wanted.promo = true;
  try {
    const list = scope.q
      ? await ebsn.product.search(scope.q, wanted)
      : await ebsn.product.list(wanted);
    return { filters, list };
  } catch (error) {
    console.warn(`[catalogue] ${url.pathname}: products unavailable`, error);
    return { filters, list: undefined };
  }
}
