/**
 * Default texts of @sporta/ui-kit: timeslots, delivery services, addresses and stores (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiDelivery = {
  'ui.dayTabs.label': 'Giorno di consegna',
  'timeslots.today': 'OGGI',
  'timeslots.promo': 'PROMO',
  'ui.dayTabs.full': 'fasce esaurite',
  'ui.dayTabs.closed': 'CHIUSO',
  'ui.dayTabs.earlier': 'Giorni precedenti',
  'ui.dayTabs.later': 'Giorni successivi',
  'timeslots.status.intermediate': 'FASCIA QUASI ESAURITA',
  'timeslots.status.full': 'FASCIA ESAURITA',
  'timeslots.status.closed': 'FASCIA CHIUSA',
  'ui.timeslot.limited': 'alcuni prodotti potrebbero non essere disponibili in questa fascia',
  'timeslots.standardDelivery': 'Consegna standard',
  'ui.timeslotLegend.label': 'Legenda delle fasce',
  'timeslots.legend.available': 'Disponibile',
  'timeslots.legend.intermediate': 'Quasi esaurita',
  'timeslots.legend.full': 'Non disponibile',
  'timeslots.legend.selected': 'Selezionata',
  'ui.deliveryServices.label': 'Servizio di consegna',
  'account.address.defaultHome': 'Indirizzo preferito',
  'account.address.defaultStore': 'Negozio preferito',
  'account.address.facilitated': '(Consegna Agevolata)',
  'ui.address.edit': 'Modifica {name}',
  'account.address.editLocked':
    'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
  'account.address.deleteLocked':
    'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
  'ui.store.distance': '{km} km',
} as const;
