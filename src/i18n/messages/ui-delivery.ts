/** Default texts of @sporta/ui-kit: timeslots, delivery services, addresses and stores (issue 6); keys prefixed `ui.`.
 * The components that show them register this file in browsers (addMessages). */
export const uiDelivery = {
  'ui.dayTabs.label': 'Giorno di consegna',
  'ui.dayTabs.today': 'OGGI',
  'ui.dayTabs.promo': 'PROMO',
  'ui.dayTabs.full': 'fasce esaurite',
  'ui.timeslot.almostFull': 'FASCIA QUASI ESAURITA',
  'ui.timeslot.full': 'FASCIA ESAURITA',
  'ui.timeslot.limited': 'alcuni prodotti potrebbero non essere disponibili in questa fascia',
  'ui.timeslot.standardDelivery': 'Consegna standard',
  'ui.timeslotLegend.label': 'Legenda delle fasce',
  'ui.timeslotLegend.available': 'Disponibile',
  'ui.timeslotLegend.almostFull': 'Quasi esaurita',
  'ui.timeslotLegend.full': 'Non disponibile',
  'ui.timeslotLegend.selected': 'Selezionata',
  'ui.deliveryServices.label': 'Servizio di consegna',
  'ui.address.defaultHome': 'Indirizzo preferito',
  'ui.address.defaultStore': 'Negozio preferito',
  'ui.address.facilitated': '(Consegna Agevolata)',
  'ui.address.edit': 'Modifica {name}',
  'ui.address.delete': 'Elimina {name}',
  'ui.address.editLocked':
    'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
  'ui.address.deleteLocked':
    'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
  'ui.store.distance': '{km} km',
} as const;
