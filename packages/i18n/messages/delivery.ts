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
  'delivery.info.changeAddress': 'Cambia indirizzo',
  'delivery.info.changeTimeslot': 'Cambia fascia oraria',
  'delivery.info.chooseAddress': 'Scegli indirizzo',
  'delivery.info.chooseTimeslot': 'Scegli fascia oraria',
  'delivery.locked.address':
    'Stai modificando un ordine: l’indirizzo di consegna non può essere cambiato.',
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
  'delivery.address.editTitle': 'Modifica l’indirizzo',
  'delivery.address.save': 'Salva indirizzo',
  'delivery.address.saveAnyway': 'Vuoi salvarlo comunque?',
  'delivery.address.lombardy': 'Consegniamo in Lombardia',
  'delivery.address.current': 'Indirizzo attuale',
  // Before switching address or service: what the switch does to the cart (account §7 preview).
  'delivery.switch.title': 'Cosa cambia nel carrello',
  'delivery.switch.to': 'Nuovo indirizzo: {name}',
  'delivery.switch.lost': 'Con il nuovo indirizzo questi prodotti non sono disponibili:',
  'delivery.switch.feeNow': 'Costo di consegna attuale: {fee}',
  'delivery.switch.feeAfter': 'Costo di consegna dopo il cambio: {fee}',
  'delivery.switch.confirm': 'Cambia indirizzo',
  'delivery.switch.keep': 'Mantieni l’indirizzo attuale',
  // The store and locker picker (shopping §2 Dialogs, account §7 store-proximity).
  'delivery.store.lockerTitle': 'Scegli il locker',
  'delivery.store.loading': 'Caricamento dei punti di ritiro…',
  'delivery.store.loadError': 'Non è stato possibile caricare i punti di ritiro.',
  'delivery.store.reload': 'Ricarica i punti di ritiro',
  'delivery.store.none': 'Nessun punto di ritiro trovato',
  'delivery.store.useMyPosition': 'Usa la mia posizione',
  'delivery.store.byDistance': 'Dal più vicino alla tua posizione',
  'delivery.store.positionRefused':
    'Non è stato possibile conoscere la tua posizione: ecco tutti i punti di ritiro.',
  'delivery.store.details': 'Dettagli di {name}',
  'delivery.store.phone': 'Telefono: {phone}',
  'delivery.store.services': 'Servizi: {services}',
  'delivery.store.lockers': 'I locker di {name}',
  'delivery.store.noLockers': 'Nessun locker disponibile in questo punto vendita',
  'delivery.store.backToStores': 'Torna ai punti vendita',
  'delivery.store.homeDelivery': 'Preferisci la consegna a domicilio?',
  'delivery.store.selected': 'Punto di ritiro selezionato',
  // /address-discovery (account §2).
  'discovery.title': 'Dove consegniamo',
  'discovery.description':
    'Scopri se la consegna a domicilio arriva da te e dove puoi ritirare la spesa.',
  'discovery.intro':
    'Scegli la provincia e il comune (la via è facoltativa): ti diciamo quali servizi arrivano da te e quali sono i negozi più vicini.',
  'discovery.street': 'Via (facoltativa)',
  'discovery.submit': 'Verifica',
  'discovery.chooseTown': 'Ora scegli il comune della provincia.',
  'discovery.results': 'I servizi a {town}',
  'discovery.service.available': 'disponibile',
  'discovery.service.unavailable': 'non disponibile',
  'discovery.service.near': '{count} entro 10 km',
  'discovery.stores': 'I negozi più vicini',
  'discovery.notCovered.stores': 'I nostri negozi più vicini a {town}:',
  'discovery.unknownTown':
    'Non troviamo il comune «{town}» in Lombardia: sceglilo tra quelli proposti.',
  'discovery.start': 'Accedi e inizia la spesa',
} as const;
