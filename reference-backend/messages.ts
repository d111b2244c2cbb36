/**
 * Texts the reference backend sends to shoppers. SPEC_TEXTS are the texts the storefront's
 * catalogue has too: the spec's quotes word for word, and the refusals the storefront also shows
 * (a cart line's quantity limits, a locked address…). They carry the catalogue's key, and
 * test/messages.test.ts keeps them equal to @sporta/i18n's messages. BACKEND_TEXTS are the
 * backend's own, in the same voice.
 */
export const SPEC_TEXTS = {
  'errors.requestRefused': 'La richiesta non è valida.',
  'login.wrongCredentials': 'Credenziali Errate',
  'errors.minAcq': 'Non è possibile acquistare una quantità inferiore di questo articolo',
  'errors.maxDailyQuantity':
    'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  'errors.qtyMultiple': 'Questo articolo si acquista solo a multipli di {multiple}.',
  'errors.maxAcq': 'Non è possibile acquistare una quantità superiore di questo articolo',
  'errors.weightStep': 'Questo articolo si acquista a multipli di {step} {unit}.',
  'validation.discountCodeInvalid':
    'Il codice sconto {code} non è valido. Verifica di averlo scritto correttamente.',
  'validation.addressNotCovered': "L'indirizzo inserito non è coperto dal servizio.",
  'errors.captcha':
    'Non è stato possibile verificare la tua richiesta. Riprova più tardi o contatta il servizio clienti.',
  'errors.generic': 'Si è verificato un errore, riprova tra qualche minuto.',
  'errors.errorSendingOrder': "Errore nel tentativo di inviare l'ordine",
  'errors.errorFreezingCart': 'Errore nel tentativo di congelare il carrello',
  'errors.errorSettingTimeslot': "Impossibile cambiare l'orario di ritiro/consegna",
  'errors.errorSettingAddress': "Impossibile cambiare l'indirizzo di ritiro",
  'errors.addressDelete':
    "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  'errors.emptyCart': 'Impossibile svuotare il carrello',
  'errors.errorSettingCartInfo': "Errore nel tentativo di salvare l'informazione sul carrello",
  'errors.errorAddingProductFromOrder':
    'Non è stato possibile aggiungere al carrello i prodotti dell’ordine',
  'errors.errorAddingProductFromList':
    'Non è stato possibile aggiungere al carrello i prodotti della lista',
  'errors.errorRemovingProduct': 'Non è stato possibile rimuovere il prodotto dal carrello',
  'errors.invoiceOpen': 'Errore apertura fattura',
  'cart.loginRequired': "E' necessario autenticarsi per visualizzare il carrello",
  'validation.required': 'Campo obbligatorio',
  'validation.email': 'Digitare una e-mail valida',
  'validation.password8': 'La password deve essere lunga 8 caratteri',
  'validation.fiscalCode': 'Formato non corretto',
  'registration.birthCountryUnknown': 'Lo Stato di nascita indicato non è tra quelli previsti.',
  'validation.postalCode': 'Il CAP deve essere di 4 o 5 cifre',
  'validation.exactLength': 'Il campo deve essere lungo {n} caratteri',
  'validation.phone': 'Digitare un numero di telefono valido',
  'validation.date': 'Formato della data gg/mm/aaaa',
  'validation.vatNumber': 'P.Iva e C.F. devono avere 11 cifre',
  'validation.digits': 'Accetta solo numeri',
  'validation.attachmentTooBig': "L'allegato non deve superare i 5MB",
  'validation.attachmentType': 'L’allegato deve essere un PDF o un’immagine JPG o PNG',
  'page.notFound.text': 'Pagina non trovata, impossibile continuare',
  'order.actions.deleted': 'L’ordine è stato annullato',
  'order.parking.success': 'Parcheggio prenotato: ti aspettiamo al punto di ritiro.',
  'order.rating.saved': 'Grazie, la tua valutazione è stata salvata',
  'account.address.editLocked':
    'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
  'account.address.deleteLocked':
    'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
  'lists.name.required': 'Dai un nome alla lista',
  'lists.name.tooLong': 'Il nome può avere al massimo {n} caratteri',
  'lists.name.taken': 'Hai già una lista con questo nome',
} as const;

export const BACKEND_TEXTS = {
  signInReturnRefused: 'Indirizzo di ritorno non valido: l’accesso può tornare solo al negozio.',
  mfaSent: 'Ti abbiamo inviato via e-mail un codice di verifica di 6 cifre.',
  mfaResent: 'Ti abbiamo inviato via e-mail un nuovo codice di verifica.',
  mfaWrong: 'Il codice di verifica non è corretto o è scaduto.',
  codeVoided: 'Hai sbagliato il codice troppe volte: non è più valido. Chiedine uno nuovo.',
  loginLocked:
    'Troppi tentativi di accesso non riusciti: per sicurezza l’accesso è bloccato per 15 minuti. Riprova più tardi o reimposta la password.',
  accountNotConfirmed:
    'La registrazione non è ancora confermata: segui il link che ti abbiamo inviato via e-mail.',
  missingParameter: 'Parametro mancante: {name}.',
  notFound: 'Elemento non trovato.',
  storeUnknown: 'Il punto vendita scelto non esiste.',
  productNotFound: 'Il prodotto richiesto non è disponibile.',
  productUnavailable: 'Il prodotto {name} non è al momento disponibile.',
  addressRequired: 'Scegli un indirizzo o un punto di ritiro prima di continuare.',
  timeslotRequired: 'Scegli una fascia oraria di consegna prima di continuare.',
  timeslotFull: 'La fascia oraria scelta non è più disponibile.',
  timeslotClosed: 'La fascia oraria scelta non è prenotabile.',
  cartLocked: 'L’indirizzo non può essere cambiato mentre modifichi un ordine.',
  cartEmpty: 'Il carrello è vuoto.',
  minimumPurchase: 'L’importo minimo per questo servizio è di {amount} €.',
  unavailableLines:
    'Alcuni prodotti non possono essere consegnati nella fascia oraria scelta: eliminali o cambia la data di consegna.',
  codeAlreadyApplied: 'Il codice {code} è già applicato al carrello.',
  codeMinimum: 'Il codice {code} richiede una spesa minima di {amount} €.',
  codeApplied: 'Il codice {code} è stato applicato al carrello.',
  codeValid: 'Il codice {code} è valido.',
  codeRemoved: 'Il codice {code} è stato rimosso.',
  paymentTypeUnknown: 'Il metodo di pagamento scelto non è disponibile.',
  paymentAuthUnknown: 'La carta scelta non è disponibile.',
  orderNotFound: 'L’ordine richiesto non esiste.',
  orderNotModifiable: 'L’ordine non può più essere modificato.',
  orderNotDeletable: 'L’ordine non può più essere annullato.',
  orderNotPayable: 'Il pagamento dell’ordine non può essere ripetuto.',
  orderPlaced: 'Grazie! L’ordine {orderId} è stato inviato.',
  orderUpdated: 'L’ordine {orderId} è stato aggiornato.',
  parkingOnlyPickup: 'La prenotazione del parcheggio è possibile solo per il ritiro in negozio.',
  parkingTooFar: 'Sei troppo lontano dal punto di ritiro per prenotare il parcheggio.',
  parkingAlready: 'Hai già prenotato il parcheggio per questo ordine.',
  ratingInvalid: 'La valutazione deve essere un numero da 1 a 5.',
  listNotFound: 'La lista richiesta non esiste.',
  listReadOnly: 'Questa lista è condivisa in sola lettura: non puoi modificarla.',
  listDeleted: 'La lista è stata eliminata.',
  addressNotFound: 'L’indirizzo richiesto non esiste.',
  addressOnlyHome: 'Puoi modificare solo i tuoi indirizzi di consegna a domicilio.',
  addressDeleted: 'L’indirizzo è stato eliminato.',
  addressSaved: 'L’indirizzo è stato salvato.',
  addressCovered: 'L’indirizzo è coperto dal servizio di consegna a domicilio.',
  facilitatedNotAllowed: 'Le consegne agevolate richiedono il consenso dedicato.',
  storeNotFound: 'Il punto vendita richiesto non esiste.',
  emailInUse: 'L’indirizzo e-mail è già registrato.',
  registrationSent:
    'Registrazione ricevuta: ti abbiamo inviato un codice per confermare l’indirizzo e-mail.',
  registrationConfirmed: 'La registrazione è confermata: ora puoi accedere.',
  codeWrong: 'Il codice non è corretto o è scaduto.',
  tokenWrong: 'Il link non è valido o è scaduto.',
  tokenExpired: 'Il link è scaduto: chiedine uno nuovo.',
  tokenUsed: 'Il link è già stato usato: chiedine uno nuovo se ti serve.',
  emailSent: 'Ti abbiamo inviato una e-mail con le istruzioni.',
  passwordChanged: 'La password è stata aggiornata.',
  passwordWrong: 'La password attuale non è corretta.',
  emailChanged: 'L’indirizzo e-mail è stato aggiornato.',
  profileSaved: 'I tuoi dati sono stati salvati.',
  personInfoUnknown: 'Questa informazione personale non è prevista.',
  socialDetailNone: 'Il tuo account non è collegato a un account social.',
  anonymizeNeedsToken: 'Conferma prima la richiesta con il codice che ti abbiamo inviato.',
  anonymized: 'Il tuo account è stato cancellato.',
  mfaOn: 'La verifica in due passaggi è attiva.',
  mfaOff: 'La verifica in due passaggi è disattivata.',
  disclaimersMissing: 'Per continuare accetta i consensi obbligatori.',
  shopAtWorkInvalid: 'Il codice aziendale non è valido.',
  shopAtWorkDone: 'Iscrizione a Spesa al lavoro completata.',
  reportSaved: 'Grazie, la tua segnalazione è stata inviata.',
  facilitatedRequested: 'Richiesta ricevuta: ti contatteremo per attivare le consegne agevolate.',
  socialUnavailable: 'L’accesso con i social non è disponibile su questo server di sviluppo.',
  ssoUnavailable: 'Accesso aziendale non configurato: usa l’accesso del back office.',
  backofficeOnly: 'Operazione riservata agli operatori del back office.',
  roleMissing: 'Il tuo profilo operatore non è abilitato a questa operazione.',
  otpSent: 'Ti abbiamo inviato via e-mail il codice monouso del back office.',
  notAllowed: 'Operazione non consentita.',
  cityNotFound: 'Comune non trovato.',
  deviceRegistered: 'Dispositivo registrato per le notifiche.',
  deviceUnregistered: 'Notifiche disattivate per il dispositivo.',
} as const;

export type SpecTextKey = keyof typeof SPEC_TEXTS;
export type BackendTextKey = keyof typeof BACKEND_TEXTS;

/** A text with its `{name}` placeholders filled. */
export function text(
  key: SpecTextKey | BackendTextKey,
  params: Record<string, string | number> = {},
): string {
  const template: string =
    key in SPEC_TEXTS ? SPEC_TEXTS[key as SpecTextKey] : BACKEND_TEXTS[key as BackendTextKey];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
