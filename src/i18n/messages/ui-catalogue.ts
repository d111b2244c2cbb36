/** Default texts of @sporta/ui-kit: prices, steppers and the catalogue's navigation (issue 6); keys prefixed `ui.`.
 * The components that show them register this file in browsers (addMessages). */
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
  'ui.categories.label': 'Categorie',
  'ui.categories.all': 'Tutto in {name}',
  'ui.sort.label': 'Ordina per',
  'ui.search.label': 'Cerca prodotti',
  'ui.search.placeholder': 'Cerca tra migliaia di prodotti',
  'ui.search.submit': 'Cerca',
  'ui.search.recent': 'Ricerche recenti',
} as const;
