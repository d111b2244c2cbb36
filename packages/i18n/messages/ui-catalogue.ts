/**
 * Default texts of @sporta/ui-kit: prices, steppers and the catalogue's navigation (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiCatalogue = {
  'ui.price.now': 'Prezzo scontato',
  'ui.price.insteadOf': 'invece di',
  'ui.price.measure': '{price}/{unit}',
  'ui.stepper.decrease': 'Diminuisci quantità',
  'ui.stepper.increase': 'Aumenta quantità',
  'ui.breadcrumbs.label': 'Percorso',
  'ui.pagination.label': 'Pagine',
  'ui.pagination.previous': 'Pagina precedente',
  'ui.pagination.next': 'Pagina successiva',
  'ui.pagination.page': 'Pagina {page}',
  'topbar.categories': 'Categorie',
  'ui.categories.all': 'Tutto in {name}',
  'ui.sort.label': 'Ordina per',
  'topbar.searchLabel': 'Cerca prodotti',
  'topbar.searchPlaceholder': 'Cerca tra migliaia di prodotti',
  'topbar.searchSubmit': 'Cerca',
  'ui.search.recent': 'Ricerche recenti',
  'ui.search.suggestions': 'Suggerimenti di ricerca',
} as const;
