/**
 * The shopper's credentials (issue 28; spec: account §2 update-password, profile-confirmed,
 * /email-confirmed, §4 "E-mail update", §7 update_email_request, update_email, update_password,
 * check-disclaimer): changing the e-mail and the password, and the required consent asked at
 * sign-in. The islands of /profile/update-email and /profile/update-password register this file.
 */
export const credentials = {
  'credentials.email.title': 'Modifica e-mail',
  'credentials.email.description': 'Cambia l’indirizzo e-mail con cui accedi a Sporta.',
  'credentials.email.current': 'E-mail attuale: {email}',
  'credentials.email.currentUnknown': 'Non riusciamo a leggere l’e-mail attuale ora.',
  'credentials.email.intro':
    'Per sicurezza scrivi la password attuale. Ti invieremo un link al nuovo indirizzo e un avviso a quello attuale: l’e-mail cambia solo quando apri il link. Fino ad allora accedi con quella attuale.',
  'credentials.email.new': 'Nuova e-mail',
  'credentials.email.repeat': 'Ripeti la nuova e-mail',
  'credentials.email.password': 'Password attuale',
  'credentials.email.submit': 'Invia il link di conferma',
  'credentials.email.sent':
    'Ti abbiamo inviato un link a {email}: aprilo per confermare il nuovo indirizzo.',
  'credentials.confirmed.title': 'E-mail aggiornata',
  'credentials.confirmed.text':
    'Il nuovo indirizzo è confermato: da ora accedi a Sporta con questa e-mail e la tua password.',
  'credentials.confirmed.action': 'Accedi',
  'credentials.confirmInvalid.title': 'Link non più valido',
  'credentials.confirmInvalid.text': 'Il link per confermare la nuova e-mail non è valido.',
  'credentials.confirmInvalid.action': 'Chiedi un nuovo link',
  'credentials.confirmFailed.title': 'Non riusciamo a confermare la nuova e-mail',
  'credentials.confirmFailed.retry': 'Riprova',
  'credentials.password.description': 'Cambia la password del tuo account Sporta.',
  'credentials.password.intro':
    'Scrivi la password attuale e scegli la nuova. Le altre sessioni aperte con il tuo account verranno chiuse.',
  'credentials.password.old': 'Password attuale',
  'credentials.password.new': 'Nuova password',
  'credentials.password.newHint': 'Almeno 8 caratteri.',
  'credentials.password.confirm': 'Ripeti la nuova password',
  'credentials.password.submit': 'Aggiorna password',
  'credentials.passwordDone.title': 'Password aggiornata',
  'credentials.passwordDone.text':
    'La nuova password è attiva. Per sicurezza abbiamo chiuso le altre sessioni aperte con il tuo account; questa resta aperta.',
  'credentials.passwordDone.action': 'Torna al mio account',
  'credentials.consents.title': 'Consensi da confermare',
  'credentials.consents.description': 'I consensi obbligatori che mancano al tuo account Sporta.',
  'credentials.consents.intro':
    'Per continuare a fare la spesa con Sporta ci serve il tuo consenso qui sotto: leggilo e spunta la casella.',
  'credentials.consents.submit': 'Continua',
  'credentials.consents.unavailable':
    'Non riusciamo a leggere i tuoi consensi ora. Riprova tra qualche istante.',
  'credentials.consents.retry': 'Riprova',
} as const;
