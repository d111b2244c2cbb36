/** The checkout, payment and its result screens (issue 17; spec: shopping §2 routes, §7 Checkout, §9). */
export const checkout = {
  'checkout.title': 'Completa il tuo ordine',
  'checkout.delivery': 'Consegna',
  'checkout.products': 'I tuoi prodotti',
  'checkout.summary': 'Riepilogo',
  'checkout.toPayment': 'Vai al pagamento',
  'checkout.emptyCart': 'Il carrello è vuoto: aggiungi dei prodotti per ordinare.',
  'checkout.blockedFirst':
    'Prima di continuare elimina i prodotti non disponibili o cambia la data di consegna.',
  'checkout.minimumFirst': 'Non hai ancora raggiunto la spesa minima per ordinare.',
  'payment.title': 'Pagamento',
  'payment.choose': 'Come vuoi pagare?',
  'payment.total': 'Totale da pagare: {amount}',
  'payment.preauthorised':
    "Il carrello contiene prodotti a peso variabile: sulla carta pre-autorizziamo {amount}, un po' più del totale, e addebitiamo solo l'importo effettivo dopo la pesatura.",
  'payment.confirm': 'Conferma e paga',
  'payment.backToCheckout': 'Torna al riepilogo',
  'payment.completed.title': 'Grazie, il tuo ordine è confermato',
  'payment.completed.text': "L'ordine numero {orderId} è stato ricevuto.",
  'payment.error.title': 'Il pagamento non è andato a buon fine',
  'payment.error.text': "L'ordine numero {orderId} è in attesa di pagamento.",
  'payment.result.total': 'Totale: {amount}',
  'payment.result.slot': 'Consegna: {date}, {begin}-{end}',
  'payment.result.unknown': "Non è stato possibile caricare l'ordine numero {orderId}.",
  'payment.result.toOrders': 'Torna alla home',
} as const;
