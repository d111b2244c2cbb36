/**
 * Account area, address selector, delivery services, breadcrumbs and the generic confirmation
 * pages (spec: account §2, §4, §9; shopping §9 service ids and address types).
 */
export const account = {
  // Route titles of /profile (account §2).
  'account.title.dashboard': 'Il mio account',
  'account.title.gift': 'Vantaggi',
  'account.title.profileUpdate': 'Il mio profilo',
  'account.title.profileUpdateError': 'Aggiornamento del profilo non riuscito',
  'account.title.updatePassword': 'Aggiorna password',
  'account.title.newsList': 'Archivio Messaggi',
  'account.title.orders': 'I miei ordini',
  'account.title.orderDetail': 'Dettaglio ordine',
  'account.title.lists': 'Le mie liste',
  'account.title.listDetail': 'Dettaglio lista',
  'account.title.addresses': 'I miei indirizzi',
  'account.title.advancedSecurity': 'Sicurezza Avanzata',

  // Dashboard entries (account §2).
  'account.dashboard.profile': 'Il mio profilo',
  'account.dashboard.orders': 'I miei ordini',
  'account.dashboard.lists': 'Le mie liste',
  'account.dashboard.advantages': 'Vantaggi',
  'account.dashboard.addresses': 'I miei indirizzi',
  'account.dashboard.messages': 'Archivio Messaggi',
  'account.dashboard.facilitatedDeliveries': 'Consegne agevolate',
  'account.dashboard.advancedSecurity': 'Sicurezza Avanzata',
  'account.dashboard.logout': 'Esci',
  // What a CRM segment or the beta flag decide on the board (issue 40; features/account/segments.ts).
  'account.dashboard.loyal': 'Grazie per la tua fedeltà: sei tra i nostri clienti più affezionati.',
  'account.dashboard.beta': 'Fai parte dei beta tester: le novità del negozio arrivano prima a te.',
  'account.dashboard.greeting': 'Ciao {name}, da qui gestisci il tuo account.',
  'account.dashboard.intro': 'Da qui gestisci il tuo account.',
  'account.nav.label': 'Il mio account',
  // An entry whose page is not built yet: shown, without a link.

  // The orders list (account §2 "Orders area", §7 order/list filters).
  // Whose orders a master account lists (issue 40; order/list-for-all-…).
  'account.orders.scope.label': 'Quali ordini',
  'account.orders.scope.own': 'I miei ordini',
  'account.orders.scope.addresses': 'Consegnati ai miei indirizzi',
  'account.orders.scope.people': 'Di tutte le persone dell’account',
  'account.orders.filters.title': 'Filtra gli ordini',
  'account.orders.filters.from': 'Consegna dal',
  'account.orders.filters.to': 'Consegna al',
  'account.orders.filters.min': 'Totale da (€)',
  'account.orders.filters.max': 'Totale fino a (€)',
  'account.orders.filters.service': 'Servizio',
  'account.orders.filters.anyService': 'Tutti i servizi',
  'account.orders.filters.hidePending': 'Nascondi gli ordini in validazione',
  'account.orders.filters.replaced': 'Mostra anche gli ordini sostituiti',
  'account.orders.filters.apply': 'Applica i filtri',
  'account.orders.filters.reset': 'Azzera i filtri',
  'account.orders.count.zero': 'Nessun ordine',
  'account.orders.count.one': '1 ordine',
  'account.orders.count.other': '{count} ordini',
  'account.orders.listLabel': 'I tuoi ordini, dal più recente',
  'account.orders.placed': 'Ordinato il',
  'account.orders.slot': 'Consegna',
  'account.orders.service': 'Servizio',
  'account.orders.status': 'Stato',
  'account.orders.total': 'Totale',
  'account.orders.lines': 'Articoli',
  'account.orders.replaced': 'Sostituito dall’ordine n. {orderId}',
  'account.orders.emptyFiltered': 'Nessun ordine corrisponde ai filtri scelti.',
  'account.orders.emptyText': 'Quando farai la spesa, qui troverai i tuoi ordini.',
  'account.orders.toShop': 'Inizia la spesa',
  'account.orders.failed.title': 'Non riusciamo a mostrarti i tuoi ordini',
  'account.orders.failed.retry': 'Riprova',

  // The order detail, /profile/orders/{orderId} (account §2 "Orders area"); its actions: orders.ts.
  'account.order.title': 'Dettaglio ordine',
  'account.order.details': 'I dati dell’ordine',
  'account.order.payment': 'Pagamento',
  'account.order.lines': 'Prodotti',
  'account.order.group': 'Parte {index} di {count}',
  'account.order.product': 'Prodotto',
  'account.order.quantity': 'Quantità',
  'account.order.totals': 'Totale dell’ordine',
  'account.order.failed.title': 'Non riusciamo a mostrarti questo ordine',
  'account.order.back': 'Torna ai miei ordini',

  // Advanced security: the multi-factor setting (account §2, §7 registration/update_mfa).
  'account.mfa.label': 'Verifica in due passaggi',
  'account.mfa.description':
    'A ogni accesso ti chiederemo anche un codice di 6 cifre che riceverai via e-mail.',
  'account.mfa.enabled': 'Verifica in due passaggi attivata',
  'account.mfa.disabled': 'Verifica in due passaggi disattivata',

  // Address selector (account §2 "Address selector").
  'account.address.add': 'AGGIUNGI INDIRIZZO',
  'account.address.search': 'Cerca per nome, via o città',
  'account.address.edit': 'Modifica',
  'account.address.delete': 'Elimina',
  'account.address.deleteConfirm': 'Vuoi eliminare l’indirizzo {name}?',
  'account.address.selected': 'Indirizzo selezionato',
  'account.address.saved': 'Indirizzo salvato',
  'account.address.none': 'Nessun indirizzo trovato',

  // Address form fields (account §2).
  'account.addressForm.city': 'Comune',
  'account.addressForm.province': 'Provincia',
  'account.addressForm.postalCode': 'CAP',
  'account.addressForm.address': 'Indirizzo',
  'account.addressForm.addressNumber': 'Numero civico',
  'account.addressForm.doorbellName': 'Nome sul citofono',
  'account.addressForm.addressName': 'Nome dell’indirizzo',
  'account.addressForm.notes': 'Altre informazioni',
  'account.addressForm.floor': 'Piano',
  'account.addressForm.elevator': 'Ascensore',
  'account.addressForm.doorbellNumber': 'Numero citofono / scala',
  'account.addressForm.apartmentNumber': 'Numero interno',
  'account.addressForm.phone': 'Telefono',
  'account.addressForm.facilitated': 'Usa questo indirizzo per le consegne agevolate',

  // Delivery services and address types (account §9, shopping §9).
  'deliveryService.1': 'Ritiro in negozio',
  'deliveryService.2': 'Consegna a domicilio',
  'deliveryService.3': 'Angeli della spesa',
  'deliveryService.10000': 'Locker Carate',
  'deliveryService.10002': 'Ritiro al locker',
  'addressType.2': 'Casa',
  'addressType.3': 'Negozio',
  'addressType.5': 'Locker',

  // Breadcrumb labels (account §2 "Routing behaviour").
  'breadcrumb.home': 'Home',
  'breadcrumb.faq': 'Faq',
  'breadcrumb.faqDetail': 'Dettaglio Faq',
  'breadcrumb.customerService': 'Servizio Clienti',
  'breadcrumb.facilitatedDelivery': 'Consegna agevolata',

  // Generic confirmation pages (account §2 "Public and account-flow routes").
  'confirmation.loginLink': 'Accedi',
  'confirmation.resetPasswordSent.title': 'Controlla la tua e-mail',
  'confirmation.resetPasswordSent.text':
    'Ti abbiamo inviato un link per reimpostare la password. Se non la trovi, controlla anche la posta indesiderata.',
  'confirmation.resetPasswordCompleted.title': 'Password reimpostata',
  'confirmation.resetPasswordCompleted.text':
    'La tua password è stata reimpostata. Ora puoi accedere con la nuova password.',
  'confirmation.registrationCompleted.title': 'Registrazione completata',
  'confirmation.registrationCompleted.text':
    'Ti abbiamo inviato una e-mail: apri il link che contiene per confermare il tuo account.',
  'confirmation.registrationConfirmed.title': 'Account confermato',
  'confirmation.registrationConfirmed.text':
    'Il tuo account è attivo. Accedi e inizia a fare la spesa.',
  'confirmation.emailConfirmed.title': 'E-mail confermata',
  'confirmation.emailConfirmed.text': 'Il tuo indirizzo e-mail è stato confermato.',
  'confirmation.emailUpdated.title': 'E-mail aggiornata',
  'confirmation.emailUpdated.text':
    'Il tuo indirizzo e-mail è stato aggiornato. Usalo da ora in poi per accedere.',
  'confirmation.passwordUpdated.title': 'Password aggiornata',
  'confirmation.passwordUpdated.text': 'La tua password è stata aggiornata.',
  'confirmation.profileConfirmed.title': 'Profilo confermato',
  'confirmation.profileConfirmed.text': 'I dati del tuo profilo sono stati confermati.',
  'confirmation.profileUpdated.title': 'Profilo aggiornato',
  'confirmation.profileUpdated.text': 'I dati del tuo profilo sono stati aggiornati.',
  'confirmation.facilitatedDeliverySuccessful.title': 'Richiesta inviata',
  'confirmation.facilitatedDeliverySuccessful.text':
    'Abbiamo ricevuto la tua richiesta di consegna agevolata: ti contatteremo appena sarà verificata.',
  'confirmation.customerReportingCompleted.title': 'Segnalazione inviata',
  'confirmation.customerReportingCompleted.text':
    'Grazie per la tua segnalazione: il servizio clienti ti risponderà al più presto.',
} as const;
