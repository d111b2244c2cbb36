/**
 * Choosing where and when, outside the dialogs themselves (spec: shopping §2 cart drawer's
 * delivery info, §4 "Address, timeslot and store flow", account §4 cart status 7): the titles of
 * the three dialogs, the delivery info of the cart drawer and the locks.
 */
export const delivery = {
  'delivery.address.title': 'Dove vuoi ricevere la spesa?',
  'delivery.store.title': 'Scegli il punto di ritiro',
  'delivery.info.label': 'La tua consegna',
  'delivery.info.where': 'Dove',
  'delivery.info.when': 'Quando',
  'delivery.info.noAddress': 'Nessun indirizzo scelto',
  'delivery.info.noTimeslot': 'Nessuna fascia oraria scelta',
  'delivery.info.slot': '{day}, {begin} - {end}',
  'delivery.info.changeAddress': 'Cambia indirizzo',
  'delivery.info.changeTimeslot': 'Cambia fascia oraria',
  'delivery.info.chooseAddress': 'Scegli indirizzo',
  'delivery.info.chooseTimeslot': 'Scegli fascia oraria',
  'delivery.locked.address':
    "Stai modificando un ordine: l'indirizzo di consegna non può essere cambiato.",
  'delivery.locked.payment':
    'Durante il pagamento indirizzo e fascia oraria non possono essere cambiati.',
} as const;
