/**
 * The filters of a product listing (spec: shopping §3 Filters; §4 "changing any filter except
 * page or sort resets page to 1; filters reset on entering /catalog and when the category
 * changes"; §9 page size 24): facets by the API's parameterName, sort, promo, new products, TP
 * (price cuts), preferred (bought before) and the page. TP and preferred are filters like the
 * others: changing one goes back to page 1, and they reset with the rest (last-filters.ts). The URL carries them (shareable; back and forward work), so the listing needs no
 * JavaScript: its form posts the filters it showed (`shown`), and the server tells whether only
 * the sort or the page moved.
 */
import { PRODUCT_PAGE_SIZE, type ProductFilters } from '@sporta/sdk';

export interface ListingFilters {
  /** Chosen facet values by the facet's parameterName (e.g. vendor_id, product_class_10000). */
  readonly facets: Readonly<Record<string, readonly string[]>>;
  readonly sort: string;
  readonly promo: boolean;
  readonly onlyNew: boolean;
  /**
   * TP (spec: shopping §3 Filters, not explained there): read as "taglio prezzo", the products on
   * a price cut (EBSN's promoType tapvis) only; `tp=1` in the URL.
   */
  readonly priceCut?: boolean;
  /** preferred (§3 Filters): the products the shopper bought before; `preferred=1`. */
  readonly preferred?: boolean;
  readonly page: number;
}

export const NO_FILTERS: ListingFilters = Object.freeze({
  facets: Object.freeze({}),
  sort: '',
  promo: false,
  onlyNew: false,
  page: 1,
});

/**
 * The sorts the listing offers (the reference backend's and EBSN's codes); '' = relevance;
 * pum_asc = the price paid per kg or l, cheapest first (openapi/ebsn.yaml, issue 38).
 */
export const SORTS = ['', 'pri_asc', 'pri_des', 'pum_asc', 'alf_asc', 'alf_des'] as const;

/** Query parameters that are not facets. */
const RESERVED = new Set([
  'q',
  'sort',
  'promo',
  'new',
  'tp',
  'preferred',
  'page',
  'categoryId',
  'parent_category_id',
  'filter',
  'shown',
]);
/**
 * The facets the API offers (data.facets[].parameterName: the brand and the product classes,
 * ebsn-observed §3.7): any other name — a campaign's utm_source, a forged one — is not sent upstream.
 */
const FACET_NAME = /^(?:vendor_id|product_class_\d{1,9})$/;
const FACET_VALUE = /^[\w-]{1,40}$/;
const MAX_VALUES = 30;

const isOn = (value: string | null) => value === '1' || value === 'true';

/** The filters a listing URL carries; anything malformed is left out, never sent upstream. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const facets: Record<string, string[]> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (RESERVED.has(name) || !FACET_NAME.test(name) || !FACET_VALUE.test(value)) continue;
    if (count >= MAX_VALUES) break;
    facets[name] ??= [];
    const values = facets[name];
    if (!values.includes(value)) {
      values.push(value);
      count += 1;
    }
  }
  for (const values of Object.values(facets)) values.sort();
  const sort = params.get('sort') ?? '';
  const preset = params.get('filter');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    facets,
    sort: (SORTS as readonly string[]).includes(sort) ? sort : '',
    promo: isOn(params.get('promo')) || preset === 'promo',
    onlyNew: isOn(params.get('new')) || preset === 'new',
    ...(isOn(params.get('tp')) ? { priceCut: true } : {}),
    ...(isOn(params.get('preferred')) ? { preferred: true } : {}),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

/** What decides the results beyond page and sort: a change of it goes back to page 1. */
export function selectionKey(filters: ListingFilters): string {
  const facets = Object.keys(filters.facets)
    .sort()
    .map((name) => `${name}=${filters.facets[name]?.join(',')}`)
    .join(';');
  const extra = `${filters.priceCut ? '|t1' : ''}${filters.preferred ? '|b1' : ''}`;
  return `${facets}|p${filters.promo ? 1 : 0}|n${filters.onlyNew ? 1 : 0}${extra}`;
}

/**
 * The filters after the shopper applied the form: page 1 when anything but the sort changed
 * from what the listing showed (`shown`, the selection key it rendered), else the same page.
 */
export function afterApplying(submitted: ListingFilters, shown: string | null): ListingFilters {
  if (shown === null || shown === selectionKey(submitted)) return submitted;
  return { ...submitted, page: 1 };
}

/** The query string of `filters` (stable order; defaults left out), without the leading '?'. */
export function searchOf(filters: ListingFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const name of Object.keys(filters.facets).sort())
    for (const value of filters.facets[name] ?? []) params.append(name, value);
  if (filters.promo) params.set('promo', '1');
  if (filters.onlyNew) params.set('new', '1');
  if (filters.priceCut) params.set('tp', '1');
  if (filters.preferred) params.set('preferred', '1');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** How many filters are on (each facet value, promo, new products): the count of "Filtri (n)". */
export const activeFilterCount = (filters: ListingFilters) =>
  Object.values(filters.facets).reduce((count, values) => count + values.length, 0) +
  [filters.promo, filters.onlyNew, filters.priceCut, filters.preferred].filter(Boolean).length;

/** True when the listing shows something other than everything (an empty result offers a reset). */
export const isFiltered = (filters: ListingFilters) =>
  filters.promo ||
  filters.onlyNew ||
  filters.priceCut ||
  filters.preferred ||
  Object.keys(filters.facets).length > 0;

/** The SDK's filters for a page of products. */
export function productFilters(filters: ListingFilters, categoryId?: number): ProductFilters {
  const wanted: ProductFilters = { page: filters.page, pageSize: PRODUCT_PAGE_SIZE };
  if (categoryId !== undefined) wanted.categoryId = categoryId;
  if (filters.sort) wanted.sort = filters.sort;
  if (filters.promo) wanted.promo = true;
  if (filters.onlyNew) wanted.onlyNew = true;
  if (filters.priceCut) wanted.priceCut = true;
  if (filters.preferred) wanted.preferred = true;
  if (Object.keys(filters.facets).length > 0) wanted.facets = filters.facets;
  return wanted;
}
