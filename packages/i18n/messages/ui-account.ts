/**
 * Default texts of @sporta/ui-kit: lists and order statuses (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiAccount = {
  'ui.lists.default': 'Lista preferita',
  'ui.lists.readOnly': 'Sola lettura',
  'ui.lists.size.zero': 'Nessun prodotto',
  'ui.lists.size.one': '1 prodotto',
  'ui.lists.size.other': '{count} prodotti',
  'order.status.1': 'In validazione',
  'order.status.2': 'In validazione',
  'order.status.3': 'Ordinato',
  'order.status.4': 'In preparazione',
  'order.status.5': 'In preparazione',
  'order.status.6': 'Quasi pronto',
  'order.status.7': 'In consegna',
  'order.status.18': 'In consegna',
  'order.status.8': 'Consegnato',
  'order.status.9': 'Consegnato in parte',
  'order.status.10': 'Annullato',
  'order.status.11': 'Invalidato',
  'order.status.12': 'Non ritirato',
  'order.status.13': 'Non riuscito',
  'order.status.unknown': 'Stato non disponibile',
} as const;
