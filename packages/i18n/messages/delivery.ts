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
  // The address selector and its form (account §2).
  'delivery.address.loading': 'Caricamento degli indirizzi…',
  'delivery.address.loadError': 'Non è stato possibile caricare gli indirizzi.',
  'delivery.address.reload': 'Ricarica gli indirizzi',
  'delivery.address.findStore': 'Cerca il negozio più vicino',
  'delivery.address.findLocker': 'Cerca il locker più vicino',
  'delivery.address.back': 'Torna agli indirizzi',
  'delivery.address.newTitle': 'Nuovo indirizzo',
  'delivery.address.editTitle': "Modifica l'indirizzo",
  'delivery.address.save': 'Salva indirizzo',
  'delivery.address.saveAnyway': 'Vuoi salvarlo comunque?',
  'delivery.address.lombardy': 'Consegniamo in Lombardia',
  'delivery.address.current': 'Indirizzo attuale',
} as const;
