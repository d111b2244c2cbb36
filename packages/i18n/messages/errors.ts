/**
 * Error and outcome toasts (spec: shopping §8, account §8; the quantity limits of shopping §4
 * "Quantity stepping" and §5). Keys named in the spec keep the spec's name.
 */
export const errors = {
  // The request layer's own three (generic, session expired, captcha) live in request.ts.

  // Keys listed in shopping §8; where the spec quotes a text for the same failure, it is used.
  // The cart's own (loading, a line's change, emptying, adding) are in cart-steps.ts, with the
  // cart code that names them as its calls' fallbacks.
  'errors.errorLogout': 'Non è stato possibile uscire dal tuo account, riprova.',
  'errors.errorSettingAddress': "Impossibile cambiare l'indirizzo di ritiro",
  'errors.errorSettingTimeslot': "Impossibile cambiare l'orario di ritiro/consegna",
  'errors.errorSettingStore': 'Impossibile cambiare il negozio di ritiro',
  'errors.errorSettingCartInfo': "Errore nel tentativo di salvare l'informazione sul carrello",
  'errors.errorAddingProductFromOrder':
    'Non è stato possibile aggiungere al carrello i prodotti dell’ordine',
  'errors.errorAddingProductFromList':
    'Non è stato possibile aggiungere al carrello i prodotti della lista',
  'errors.errorFreezingCart': 'Errore nel tentativo di congelare il carrello',
  'errors.errorSendingOrder': "Errore nel tentativo di inviare l'ordine",

  // Login (shopping §8, account §8).

  // Addresses and documents (account §8).
  'errors.addressDelete':
    "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  'errors.errorUpdatingAddress':
    'Non è stato possibile comunicare l’indirizzo al servizio di consegna, riprova.',
  'errors.invoiceOpen': 'Errore apertura fattura',
  'errors.noAppForDocument': 'Nessuna App disponibile per aprire il documento',

  // The /ebsn/api proxy refusing a call that changes state from outside the shop's pages (issue
  // 12): a link or form on another site; the shopper's own pages never meet it.
  'errors.crossSite': 'Per sicurezza questa operazione si può fare solo dalle pagine del negozio.',

  // The /ebsn/api proxy refusing what no shop page sends (issue 12): a path that would leave the
  // API, a method the API does not use, a body over EBSN_PROXY_MAX_BODY_BYTES.
  'errors.requestRefused': 'La richiesta non è valida.',
  'errors.requestTooLarge': 'La richiesta è troppo grande.',

  // A guess over its limit (issue 37 item 6: sign-in, one-time code, reset and registration mails,
  // check-user, the customer report): said where the shopper acted, with the wait in minutes.
  'errors.tooManyAttempts.zero': 'Troppi tentativi. Riprova tra qualche istante.',
  'errors.tooManyAttempts.one': 'Troppi tentativi. Riprova tra 1 minuto.',
  'errors.tooManyAttempts.other': 'Troppi tentativi. Riprova tra {count} minuti.',

  // Success toasts (shopping §8 "Success messages").
  'success.productsAddedFromOrder': 'I prodotti dell’ordine sono stati aggiunti al carrello',
  'success.productsAddedFromList': 'I prodotti della lista sono stati aggiunti al carrello',
  'success.productsAddedToList.zero': 'Nessun prodotto aggiunto alla lista',
  'success.productsAddedToList.one': 'Hai aggiunto 1 prodotto alla lista',
  'success.productsAddedToList.other': 'Hai aggiunto {count} prodotti alla lista',
} as const;
