/**
 * The catalogue's pages (spec: shopping §2 Category, Search; §3 Filters; §4 Filters; §9): the
 * category tree, listings with facets, sort and pages, empty and failed results, product cards.
 */
export const catalogue = {
  'catalogue.unit.piece': 'pz',
  'catalogue.promo': 'Promo',
} as const;
