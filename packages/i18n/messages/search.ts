/** The search box: saved search words and typeahead suggestions (spec: shopping §3 Search word, §9). */
export const search = {
  'search.group.words': 'Le tue ricerche',
  'search.group.categories': 'Categorie',
  'search.group.products': 'Prodotti',
  'search.product': '{name}, {brand}',
  /** Two packs of one product read apart by their size: "Mozzarella, Santa Lucia, 125 g". */
  'search.product.pack': '{name}, {brand}, {pack}',
  'search.product.packOnly': '{name}, {pack}',
} as const;
