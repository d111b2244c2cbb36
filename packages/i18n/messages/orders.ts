/**
 * Orders area: status descriptions, order detail actions, parking reservation and rating
 * (spec: shopping §4 "Order status descriptions by id", "Parking reservation"; account §2
 * "Orders area", §3, §8).
 */
export const orders = {
  // Order status by id (shopping §4, account §3). Ids 14-17 are not in the spec.

  // Order list and detail (account §2 "Orders area").
  'order.list.empty': 'Non hai ancora fatto ordini',
  'order.number': 'Ordine n. {orderId}',
  'order.date': 'Consegna del {date}',
  'order.total': 'Totale {amount}',
  'order.actions.addAllToCart': 'Aggiungi tutto al carrello',
  'order.actions.modify': 'Modifica ordine',
  'order.actions.modifyConfirm':
    'Vuoi riaprire l’ordine {orderId} per modificarlo? Fino alla conferma l’ordine non verrà preparato.',
  'order.actions.delete': 'Annulla ordine',
  'order.actions.deleteConfirm': 'Vuoi annullare l’ordine {orderId}?',
  'order.actions.deleted': 'L’ordine è stato annullato',
  'order.actions.pay': 'Paga ora',
  'order.actions.changePaymentType': 'Cambia metodo di pagamento',
  'order.actions.invoice': 'Visualizza fattura',
  'order.actions.parking': 'Prenota il parcheggio',

  // The order's cart actions on its detail (issue 26): modify, delete, buy again.
  'order.actions.label': 'Cosa vuoi fare con l’ordine',
  'order.actions.addedToCart.zero': 'Nessun prodotto aggiunto al carrello',
  'order.actions.addedToCart.one': 'Aggiunto al carrello 1 prodotto',
  'order.actions.addedToCart.other': 'Aggiunti al carrello {count} prodotti',
  'order.actions.notAdded': 'Non aggiunto: {reason}',

  // Parking reservation (shopping §4, account §8): the warning carries the first server error.
  'order.parking.success': 'Parcheggio prenotato: ti aspettiamo al punto di ritiro.',
  'order.parking.warning': 'Non è stato possibile prenotare il parcheggio: {reason}',
  'order.parking.unexpectedError':
    'Si è verificato un errore imprevisto durante la prenotazione del parcheggio, riprova più tardi.',

  // Rating (account §7 note/order/add, note/order/update).
  'order.rating.title': 'Valuta il tuo ordine',
  'order.rating.stars': '{stars} su 5',
  'order.rating.comment': 'Lascia un commento',
  'order.rating.submit': 'Invia valutazione',
  'order.rating.saved': 'Grazie, la tua valutazione è stata salvata',
  // The shopper's past ratings on an order's detail (account §7 note/list/, issue 40).
  'order.rating.past.title': 'Le tue valutazioni precedenti',
  'order.rating.past.on': 'il {date}',

  // The order detail's services (issue 26): payment, invoice, parking, rating.
  'order.payment.title': 'Pagamento da completare',
  'order.payment.confirm': 'Conferma il nuovo metodo di pagamento',
  'order.invoice.title': 'Fattura',
  'order.invoice.opening': 'Apertura della fattura…',
  'order.parking.title': 'Parcheggio al punto di ritiro',
  'order.parking.intro':
    'Prenota uno stallo riservato: te lo teniamo libero mentre arrivi a ritirare la spesa.',
  'order.parking.distance': 'A quanti metri dal punto di ritiro sei adesso?',
  'order.parking.distanceHint': 'In metri, a cifre: per esempio 800.',
  'order.parking.info': 'Informazioni utili (facoltativo), per esempio la targa dell’auto',
  'order.parking.reserved': 'Il tuo parcheggio',
  'order.parking.spot': 'Stallo',
  'order.parking.distanceTerm': 'Distanza',
  'order.parking.distanceValue': '{distance} m dal punto di ritiro',
  'order.parking.infoValue': 'Note',
  'order.rating.starsLegend': 'Quante stelle dai al tuo ordine?',
  'order.parking.distanceInvalid': 'Scrivi la distanza in metri, con sole cifre: per esempio 800.',
  'order.rating.starsRequired': 'Scegli quante stelle dare, da 1 a 5.',
} as const;
