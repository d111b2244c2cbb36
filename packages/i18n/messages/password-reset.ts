/**
 * Password reset (spec: account §2 "/reset-password-request, /reset-password-sent, /reset-password,
 * /reset-password-completed", §4 "Password reset"): the pages and the two forms. The forms'
 * islands register this file (addMessages), so only these pages ship it.
 */
export const passwordReset = {
  'passwordReset.request.title': 'Hai dimenticato la password?',
  'passwordReset.request.description':
    'Chiedi un link per scegliere una nuova password del tuo account Sporta.',
  'passwordReset.request.intro':
    'Scrivi l’e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
  'passwordReset.request.email': 'E-mail',
  'passwordReset.request.fiscalCode': 'Codice fiscale',
  'passwordReset.request.fiscalCodeHint':
    'Facoltativo: se lo scrivi, il link arriva solo se corrisponde al tuo account.',
  'passwordReset.request.submit': 'Invia il link',
  'passwordReset.sent.title': 'Controlla la tua e-mail',
  'passwordReset.sent.text':
    'Se l’indirizzo corrisponde a un account Sporta, ti abbiamo inviato un link per scegliere una nuova password. Non trovi l’e-mail? Guarda anche nella posta indesiderata.',
  'passwordReset.backToLogin': 'Torna all’accesso',
  'passwordReset.reset.title': 'Scegli una nuova password',
  'passwordReset.reset.intro': 'Scegli la nuova password per {email}.',
  'passwordReset.reset.introNoEmail': 'Scegli la nuova password del tuo account.',
  'passwordReset.reset.password': 'Nuova password',
  'passwordReset.reset.passwordHint': 'Almeno 8 caratteri.',
  'passwordReset.reset.confirm': 'Ripeti la nuova password',
  'passwordReset.reset.submit': 'Salva la nuova password',
  'passwordReset.invalid.title': 'Link non più valido',
  'passwordReset.invalid.text': 'Il link per scegliere una nuova password non è valido.',
  'passwordReset.askAgain': 'Chiedi un nuovo link',
  'passwordReset.failed.title': 'Non riusciamo a controllare il link',
  'passwordReset.failed.retry': 'Riprova',
  'passwordReset.completed.title': 'Password aggiornata',
  'passwordReset.completed.text':
    'La nuova password è attiva. Per sicurezza abbiamo chiuso tutte le sessioni aperte con il tuo account: accedi con la nuova password.',
  'passwordReset.completed.action': 'Accedi',
} as const;
