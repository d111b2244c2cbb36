import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { activeFilterCount, filtersFromSearch } from './filters';

const facets = [
  {
    name: 'Marchio',
    parameterName: 'vendor_id',
    values: [
      { id: 7, name: 'BARILLA' },
      { id: 12, name: 'DE CECCO' },
    ],
  },
];

describe('filterChips', () => {
  it('gives a chip a filter, each leading to the listing without it, on page 1', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('vendor_id=7&vendor_id=12&promo=1&sort=pri_asc&page=3'),
    );
    expect(activeFilterCount(filters)).toBe(3);
    expect(filterChips(filters, facets, '/search', { q: 'pasta' })).toEqual([
      {
        key: 'promo',
        label: 'In promozione',
        href: '/search?q=pasta&vendor_id=12&vendor_id=7&sort=pri_asc',
      },
      {
        key: 'vendor_id=12',
        label: 'DE CECCO',
        href: '/search?q=pasta&vendor_id=7&promo=1&sort=pri_asc',
      },
      {
        key: 'vendor_id=7',
        label: 'BARILLA',
        href: '/search?q=pasta&vendor_id=12&promo=1&sort=pri_asc',
      },
    ]);
  });

  it('names a value the facets no longer list by its id, and the last one leads to the bare listing', () => {
    const filters = filtersFromSearch(new URLSearchParams('vendor_id=999'));
    expect(filterChips(filters, facets, '/category/pasta')).toEqual([
      { key: 'vendor_id=999', label: '999', href: '/category/pasta' },
    ]);
  });
});
