/**
 * Default texts of @sporta/ui-kit: cart lines, sector groups and the cart summary (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiCart = {
  'cart.quantityOf': 'Quantità di {name}',
  'ui.cartLine.total': 'Totale riga',
  'cart.sector.count.zero': '(0 prodotti)',
  'cart.sector.count.one': '(1 prodotto)',
  'cart.sector.count.other': '({count} prodotti)',
  'ui.cartSummary.label': 'Riepilogo del carrello',
  'cart.noCart': 'Nessun carrello disponibile',
  'cart.summary.items': 'Totale prodotti',
  'cart.summary.weighted': 'Di cui a peso',
  'cart.summary.total': 'TOTALE',
  'ui.cartSummary.deliveryFee': 'Spese di consegna',
  'ui.cartSummary.deliveryFree': 'gratuita',
  'ui.cartSummary.discounts': 'Sconti e buoni',
  'cart.bags.title': 'Sacchetti',
  'ui.cartSummary.applied': 'Applicato',
  'ui.cartSummary.toGenerate': 'Da generare',
  'cart.summary.removeGiftCertificate': 'Rimuovi {name}',
  'cart.summary.checkout': 'Concludi ordine',
  'cart.summary.emptyCart': 'Svuota carrello',
  'cart.summary.cancelEdits': 'ANNULLA modifiche',
  // The cart-update switch off (shopping §4): quantities changed here wait for this button.
  'cart.held.notice': 'Hai modificato le quantità: conferma per aggiornare il carrello.',
  'cart.held.confirm': 'Aggiorna carrello',
} as const;
