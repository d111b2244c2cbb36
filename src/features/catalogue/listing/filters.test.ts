import { describe, expect, it } from 'vitest';
import {
  afterApplying,
  filtersFromSearch,
  NO_FILTERS,
  productFilters,
  searchOf,
  selectionKey,
} from './filters';

const from = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('listing filters from the URL', () => {
  it('reads facets by parameterName, sort, promo, new products and page', () => {
    expect(
      from('vendor_id=12&vendor_id=7&product_class_10000=3&sort=pri_asc&promo=1&new=1&page=3'),
    ).toEqual({
      facets: { vendor_id: ['12', '7'], product_class_10000: ['3'] },
      sort: 'pri_asc',
      promo: true,
      onlyNew: true,
      page: 3,
    });
  });

  it('leaves out what is malformed instead of sending it upstream', () => {
    expect(from('sort=drop+table&page=-2&vendor_id=1%3B2&Evil=1&q=latte&page=x')).toEqual(
      NO_FILTERS,
    );
  });

  it('sends upstream only the facets the API offers, not a campaign tag or a forged name', () => {
    expect(from('utm_source=newsletter&u=17&gclid=abc&fbclid=x&vendor_id=7').facets).toEqual({
      vendor_id: ['7'],
    });
    expect(from('product_class_40056=4005601&product_class_x=1').facets).toEqual({
      product_class_40056: ['4005601'],
    });
  });

  it('takes the search page preset (filter=promo, filter=new)', () => {
    expect(from('filter=promo')).toMatchObject({ promo: true, onlyNew: false });
    expect(from('filter=new')).toMatchObject({ promo: false, onlyNew: true });
  });

  it('writes back the same URL, whatever the order it came in', () => {
    const filters = from('page=2&sort=alf_asc&vendor_id=7&vendor_id=12&promo=1');
    expect(searchOf(filters)).toBe('vendor_id=12&vendor_id=7&promo=1&sort=alf_asc&page=2');
    expect(from(searchOf(filters))).toEqual(filters);
    expect(searchOf(NO_FILTERS, { q: 'latte' })).toBe('q=latte');
  });
});

describe('applying the filter form (spec: shopping §4 Filters)', () => {
  const onPage3 = from('vendor_id=7&sort=pri_asc&page=3');

  it('given only the sort changed, then the page stays', () => {
    const submitted = from('vendor_id=7&sort=alf_des&page=3');
    expect(afterApplying(submitted, selectionKey(onPage3)).page).toBe(3);
  });

  it('given a facet, promo or new-products change, then page 1', () => {
    for (const changed of [
      'vendor_id=7&vendor_id=9&page=3',
      'page=3',
      'vendor_id=7&promo=1&page=3',
      'vendor_id=7&new=1&page=3',
    ])
      expect(afterApplying(from(changed), selectionKey(onPage3)).page).toBe(1);
  });

  it('given a plain link (no form), then the page is the one asked for', () => {
    expect(afterApplying(onPage3, null).page).toBe(3);
  });
});

describe('the SDK filters', () => {
  it('asks 24 products of the page with the chosen filters only', () => {
    expect(productFilters(from('vendor_id=7&promo=1&page=2'), 44)).toEqual({
      page: 2,
      pageSize: 24,
      categoryId: 44,
      promo: true,
      facets: { vendor_id: ['7'] },
    });
    expect(productFilters(NO_FILTERS)).toEqual({ page: 1, pageSize: 24 });
  });
});

describe('TP and preferred (spec: shopping §3 Filters; §4 reset rules)', () => {
  it('reads tp and preferred from the URL and writes them back in the stable order', () => {
    const filters = from('preferred=1&tp=true&sort=alf_asc&page=2');
    expect(filters.priceCut).toBe(true);
    expect(filters.preferred).toBe(true);
    expect(searchOf(filters)).toBe('tp=1&preferred=1&sort=alf_asc&page=2');
    expect(from('tp=0&preferred=no').priceCut).toBeUndefined();
  });

  it('changing TP or preferred goes back to page 1; the sort alone keeps the page', () => {
    const onPage3 = from('tp=1&page=3');
    expect(afterApplying(from('tp=1&page=3&sort=pri_asc'), selectionKey(onPage3)).page).toBe(3);
    expect(afterApplying(from('page=3'), selectionKey(onPage3)).page).toBe(1);
    expect(afterApplying(from('tp=1&preferred=1&page=3'), selectionKey(onPage3)).page).toBe(1);
  });

  it('sends TP and preferred to the API only when on', () => {
    expect(productFilters(from('tp=1&preferred=1'))).toEqual({
      page: 1,
      pageSize: 24,
      priceCut: true,
      preferred: true,
    });
    expect(productFilters(from(''))).toEqual({ page: 1, pageSize: 24 });
  });
});
