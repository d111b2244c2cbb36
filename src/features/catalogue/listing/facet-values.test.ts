import { describe, expect, it } from 'vitest';
import { FACET_VALUES_SHOWN, facetValueLabel, splitFacetValues } from './facet-values';

const brands = Array.from({ length: 12 }, (_, index) => `marca-${index + 1}`);
const none = () => false;

describe('the values of a facet in the filter form', () => {
  it('given a long facet, then the first few show and the rest wait behind "Mostra tutti"', () => {
    const { upFront, more } = splitFacetValues(brands, none);
    expect(upFront).toEqual(brands.slice(0, FACET_VALUES_SHOWN));
    expect(more).toEqual(brands.slice(FACET_VALUES_SHOWN));
  });

  it('given chosen values among the rest, then they show up front too, in the API order', () => {
    const chosen = new Set(['marca-9', 'marca-2']);
    const { upFront, more } = splitFacetValues(brands, (brand) => chosen.has(brand));
    expect(upFront).toEqual(['marca-1', 'marca-2', 'marca-3', 'marca-4', 'marca-5', 'marca-9']);
    expect(more).not.toContain('marca-9');
    expect([...upFront, ...more].sort()).toEqual([...brands].sort());
  });

  it('given a short facet, or one value more than shown, then every value shows', () => {
    expect(splitFacetValues(brands.slice(0, 3), none).more).toEqual([]);
    const oneMore = brands.slice(0, FACET_VALUES_SHOWN + 1);
    expect(splitFacetValues(oneMore, none)).toEqual({ upFront: oneMore, more: [] });
  });

  it('given a value with a count, then its label carries it; without one, only the name', () => {
    expect(facetValueLabel({ name: 'Barilla', count: '12' })).toBe('Barilla (12)');
    expect(facetValueLabel({ name: 'De Cecco' })).toBe('De Cecco');
  });
});
