/**
 * Which values of a facet the filter form shows up front (issue 14): a brand facet can list dozens
 * of values, each a checkbox and a label in every listing's HTML. The first few show; the others
 * wait behind a "Mostra tutti (N)" <details> (no JavaScript needed), except chosen ones, which are
 * always in sight so the shopper sees what filters the listing.
 */
import { t } from '@sporta/i18n';

/** Values shown before "Mostra tutti". */
export const FACET_VALUES_SHOWN = 5;

export interface FacetValues<V> {
  /** The first values and every chosen one, in the API's order. */
  upFront: V[];
  /** The rest, behind "Mostra tutti". */
  more: V[];
}

export function splitFacetValues<V>(
  values: readonly V[],
  isChosen: (value: V) => boolean,
  shown = FACET_VALUES_SHOWN,
): FacetValues<V> {
  // With one value to spare, showing it beats a "Mostra tutti" that opens on a single line.
  if (values.length <= shown + 1) return { upFront: [...values], more: [] };
  const upFront: V[] = [];
  const more: V[] = [];
  values.forEach((value, index) => {
    (index < shown || isChosen(value) ? upFront : more).push(value);
  });
  return { upFront, more };
}

/** A value's label in the form: its name, with the API's count when it gives one ("Barilla (12)"). */
export function facetValueLabel(value: { name?: string; count?: string }): string {
  const name = value.name ?? '';
  return value.count ? t('catalogue.filters.value', { name, count: value.count }) : name;
}
