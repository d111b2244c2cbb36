/**
 * The back office (spec: account §6 "Back-office user": signs in through single sign-on,
 * searches customers and selects one). Rendered on the server only.
 */
export const backoffice = {
  'backoffice.signIn.title': 'Accesso operatori',
  'backoffice.signIn.description':
    'Area riservata agli operatori del servizio clienti di Sporta: si accede con l’account aziendale.',
  'backoffice.signIn.text':
    'Accedi con l’account aziendale (single sign-on) per cercare un cliente e operare per suo conto.',
  'backoffice.signIn.submit': 'Accedi con l’account aziendale',
  'backoffice.signIn.notStarted':
    'Questo accesso non è stato avviato da questo browser. Riprova da «Accesso operatori».',
  'backoffice.signIn.failedTitle': 'Accesso non riuscito',
  'backoffice.signIn.retry': 'Torna ad «Accesso operatori»',
  'backoffice.search.title': 'Cerca un cliente',
  'backoffice.search.operator': 'Operatore: {name}',
  'backoffice.search.query': 'Nome, cognome o e-mail',
  'backoffice.search.code': 'Codice cliente',
  'backoffice.search.submit': 'Cerca',
  'backoffice.search.hint': 'Cerca un cliente per nome, e-mail o codice cliente.',
  'backoffice.search.none': 'Nessun cliente corrisponde alla ricerca.',
  'backoffice.search.results.zero': 'Nessun cliente trovato',
  'backoffice.search.results.one': '1 cliente trovato',
  'backoffice.search.results.other': '{count} clienti trovati',
  'backoffice.column.name': 'Cliente',
  'backoffice.column.login': 'E-mail',
  'backoffice.column.code': 'Codice cliente',
  'backoffice.column.action': 'Azione',
  'backoffice.select': 'Opera come cliente',
  'backoffice.selectLabel': 'Opera come {name}',
  'backoffice.logout': 'Esci dal back office',
  'backoffice.loggedOut': 'Sei uscito dal back office.',
  'backoffice.logoutFailed': 'Non è stato possibile uscire dal back office. Riprova.',
  'backoffice.password.title': 'Accedi con utente e password',
  'backoffice.password.text': 'Oppure accedi con l’utente e la password del back office.',
  'backoffice.password.user': 'Utente',
  'backoffice.password.password': 'Password',
  'backoffice.password.code': 'Codice',
  'backoffice.password.codeSent':
    'Ti abbiamo inviato via e-mail un codice monouso: inseriscilo per accedere.',
  'backoffice.password.codeHint': 'Il codice monouso di 6 cifre ricevuto via e-mail.',
  'backoffice.password.submit': 'Accedi',
  'backoffice.password.restart': 'Ricomincia con un altro utente',
  // Marketing contacts (issue 40; account §7 marketingcloud/contact-key and /remove).
  'backoffice.marketing.title': 'Contatti marketing',
  'backoffice.marketing.link': 'Contatti marketing di un cliente',
  'backoffice.marketing.text':
    'Trova il contatto marketing di un cliente dalla sua e-mail e rimuovilo se lo chiede.',
  'backoffice.marketing.email': 'E-mail del cliente',
  'backoffice.marketing.find': 'Trova il contatto',
  'backoffice.marketing.none': 'Nessun cliente ha questa e-mail.',
  'backoffice.marketing.found': 'Contatto trovato',
  'backoffice.marketing.key': 'Chiave del contatto',
  'backoffice.marketing.customer': 'Cliente n.',
  'backoffice.marketing.remove': 'Rimuovi il contatto',
  'backoffice.marketing.removed': 'Il contatto {contactKey} è stato rimosso.',
  'backoffice.marketing.back': 'Torna alla ricerca clienti',
  'backoffice.refused.title': 'Accesso non consentito',
  'backoffice.refused.text':
    'Il tuo profilo operatore non ha i permessi per questa pagina del back office. Chiedi al tuo responsabile di abilitarti.',
} as const;
