/**
 * Cart list, cart summary, add-to-cart and list-selector texts (spec: shopping §2 "Cart item
 * list", "Cart summary panel", "Dialogs"; §4 "Cart line availability codes"; §9 delivery-fee
 * hint). The cart header and the guest message live in shell.ts (`cart.header.*`, `cart.login*`).
 */
export const cart = {
  'cart.add': 'Aggiungi al carrello',
  'cart.addShort': 'Aggiungi',
  'cart.addProduct': 'Aggiungi {name} al carrello',
  'cart.outOfStock': 'Non disponibile',
  'cart.outOfStockProduct': '{name} non è disponibile',
  'cart.chooseOptions': 'Scegli le opzioni di {name}',
  'cart.inCart': 'Nel carrello',

  // Item list (shopping §2 "Cart item list").
  'cart.line.promo': 'Promo',
  'cart.line.remove': 'Elimina',
  'cart.line.removeConfirm': 'Vuoi eliminare {name} dal carrello?',
  'cart.line.replaceable': 'Prodotto sostituibile se non disponibile',
  'cart.line.acceptAlternatives': 'Accetto prodotti sostitutivi',

  // Availability notices, by cartItemAvaliabilityId (shopping §4): 1, 3, 5, 6.
  'cart.availability.leadTime': 'Questo prodotto richiede {hours} ore di preavviso',
  'cart.availability.dayLock': 'Non disponibile nel giorno di consegna scelto',
  'cart.availability.lockCutoff': 'Ordinabile solo entro l’orario limite del giorno di consegna',
  'cart.availability.axbCutoff': 'Offerta valida solo entro l’orario limite',

  // Checkout variant: lines that cannot be delivered.
  'cart.unavailable.title': 'Prodotti non disponibili per la consegna scelta',
  'cart.unavailable.text':
    'Questi prodotti non possono essere consegnati nella data scelta: eliminali dal carrello o cambia la data di consegna.',
  'cart.unavailable.removeProducts': 'Elimina i prodotti',
  'cart.unavailable.changeDeliveryDate': 'Modifica la data di consegna',

  // Summary panel (shopping §2 "Cart summary panel").
  'cart.summary.minimumPurchase': 'Spesa minima per ordinare: {amount}',
  'cart.summary.minimumPurchaseHint':
    'Ti mancano {missing} per raggiungere la spesa minima di {amount}',
  'cart.summary.deliveryFee': 'Costo di consegna: {fee}',
  'cart.summary.deliveryFeeHint': 'Aggiungi {missing} di spesa e la consegna ti costa {fee}',
  'cart.summary.giftCertificates': 'Buoni applicati',
  'cart.summary.giftCertificatesToGenerate': 'Buoni che riceverai con questa spesa',
  'cart.summary.giftCertificateAmount': '{description}: {amount}',
  'cart.summary.bagsTotal': 'Totale sacchetti',
  'cart.summary.bagLine': '{quantity} x {unitCost}',
  'cart.summary.emptyCartConfirm': 'Vuoi davvero svuotare il carrello?',
  'cart.summary.cancelEditsConfirm':
    'Vuoi annullare le modifiche all’ordine {orderId}? Il carrello tornerà com’era.',
  'cart.modifyingOrder': 'Stai modificando l’ordine n. {orderId}',

  // Bags, gift certificates, discount codes, invoice (shopping §1, §3, §9).
  'cart.giftCertificates.title': 'I tuoi buoni',
  'cart.discountCode.label': 'Codice sconto',
  'cart.discountCode.apply': 'Applica',
  'cart.discountCode.remove': 'Rimuovi codice sconto',
  'cart.invoice.request': 'Desidero ricevere la fattura',

  // Product option selector and list selector (shopping §2 "Dialogs").
  'cart.options.title': 'Scegli le opzioni',
  'cart.lists.title': 'Aggiungi a una lista',
  'cart.lists.product': 'Stai aggiungendo {quantity} {unit}',
  'cart.lists.newListName': 'Nome della nuova lista',
  'cart.lists.create': 'CREA',
  'cart.lists.empty': 'Non hai ancora creato liste',
} as const;
