/** Default texts of @sporta/ui-kit: lists and order statuses (issue 6); keys prefixed `ui.`.
 * The components that show them register this file in browsers (addMessages). */
export const uiAccount = {
  'ui.lists.default': 'Lista preferita',
  'ui.lists.readOnly': 'Sola lettura',
  'ui.lists.size.zero': 'Nessun prodotto',
  'ui.lists.size.one': '1 prodotto',
  'ui.lists.size.other': '{count} prodotti',
  'ui.orderStatus.1': 'In validazione',
  'ui.orderStatus.2': 'In validazione',
  'ui.orderStatus.3': 'Ordinato',
  'ui.orderStatus.4': 'In preparazione',
  'ui.orderStatus.5': 'In preparazione',
  'ui.orderStatus.6': 'Quasi pronto',
  'ui.orderStatus.7': 'In consegna',
  'ui.orderStatus.18': 'In consegna',
  'ui.orderStatus.8': 'Consegnato',
  'ui.orderStatus.9': 'Consegnato in parte',
  'ui.orderStatus.10': 'Annullato',
  'ui.orderStatus.11': 'Invalidato',
  'ui.orderStatus.12': 'Non ritirato',
  'ui.orderStatus.13': 'Non riuscito',
  'ui.orderStatus.unknown': 'Stato non disponibile',
} as const;
