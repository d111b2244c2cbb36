/**
 * The chips of the filters that are on, shown above a listing's results (issue 38): one a facet
 * value, promo or new products, each a link to the same listing without it (page 1, as any change
 * of filter, shopping §4), so taking one off needs no JavaScript.
 */
import { t } from '@sporta/i18n';
import type { ProductList } from '@sporta/sdk';
import { type ListingFilters, searchOf } from './filters';

export interface FilterChip {
  key: string;
  /** What the chip says: the facet value's name, "In promozione", "Novità". */
  label: string;
  /** The listing without this filter. */
  href: string;
}

type Facets = NonNullable<ProductList['facets']>;

export function filterChips(
  filters: ListingFilters,
  facets: Facets,
  path: string,
  fixed: Record<string, string> = {},
): FilterChip[] {
  const hrefOf = (without: ListingFilters) => {
    const search = searchOf({ ...without, page: 1 }, fixed);
    return search ? `${path}?${search}` : path;
  };
  const chips: FilterChip[] = [];
  if (filters.promo)
    chips.push({
      key: 'promo',
      label: t('catalogue.filters.promo'),
      href: hrefOf({ ...filters, promo: false }),
    });
  if (filters.onlyNew)
    chips.push({
      key: 'new',
      label: t('catalogue.filters.new'),
      href: hrefOf({ ...filters, onlyNew: false }),
    });
  if (filters.priceCut)
    chips.push({
      key: 'tp',
      label: t('catalogue.filters.priceCut'),
      href: hrefOf({ ...filters, priceCut: false }),
    });
  if (filters.preferred)
    chips.push({
      key: 'preferred',
      label: t('catalogue.filters.preferred'),
      href: hrefOf({ ...filters, preferred: false }),
    });
  for (const [name, values] of Object.entries(filters.facets)) {
    const facet = facets.find((candidate) => candidate.parameterName === name);
    for (const value of values) {
      const others = values.filter((other) => other !== value);
      const rest = { ...filters.facets };
      if (others.length > 0) rest[name] = others;
      else delete rest[name];
      const named = facet?.values?.find((candidate) => String(candidate.id) === value)?.name;
      chips.push({
        key: `${name}=${value}`,
        label: named ?? value,
        href: hrefOf({ ...filters, facets: rest }),
      });
    }
  }
  return chips;
}
