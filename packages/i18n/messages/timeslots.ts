/**
 * Timeslot selector (spec: shopping §2 "Timeslot selector", §4 "Timeslot selection", and the
 * selector keys of §8, whose `no-cart` key is `timeslots.noCart` here).
 */
export const timeslots = {
  'timeslots.title': 'Scegli quando ricevere la spesa',
  'timeslots.addressType.2': 'Consegna a domicilio in {address}',
  'timeslots.addressType.3': 'Ritiro in negozio presso {address}',
  'timeslots.addressType.5': 'Ritiro al locker presso {address}',
  'timeslots.noCart': 'Nessun carrello disponibile: non è possibile scegliere una fascia oraria',
  'timeslots.generalWarning':
    'Alcuni prodotti nel carrello richiedono un preavviso o non sono disponibili in tutti i giorni: le fasce con l’orologio potrebbero non includerli.',
  'timeslots.homeDeliveryNotAvailable':
    'In questo giorno la consegna a domicilio non è più disponibile.',
  'timeslots.tryStorePickup': 'Prova il ritiro in negozio',
  'timeslots.selectStorePickup': 'Scegli il ritiro in negozio',
  'timeslots.freeService': 'Il servizio è gratuito',
  'timeslots.noSlots': 'Nessuna fascia oraria disponibile in questo giorno',
  'timeslots.closedDay': 'Giorno di chiusura: in questo giorno non consegniamo',
  'timeslots.slot': 'dalle {begin} alle {end}',
  'timeslots.limited': 'Alcuni prodotti del carrello potrebbero non essere disponibili',
  'timeslots.loading': 'Caricamento delle fasce orarie…',
  'timeslots.loadError': 'Non è stato possibile caricare le fasce orarie.',
  'timeslots.retry': 'Ricarica le fasce orarie',
  'timeslots.saving': 'Salvataggio della fascia oraria…',
} as const;
