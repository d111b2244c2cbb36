/** Login screen and one-time-code step (spec: shopping §2 "Login screen", §4 "Login steps"; account §4, §8). */
export const login = {
  'login.title': 'Accedi',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.rememberMe': 'Ricordati di me',
  'login.forgotPassword': 'Hai dimenticato la password?',
  'login.submit': 'Accedi',
  'login.noAccount': 'Non hai ancora un account?',
  'login.register': 'Registrati',
  'login.social.google': 'Accedi con Google',
  'login.social.facebook': 'Accedi con Facebook',
  'login.social.or': 'oppure',
  'login.social.failedTitle': 'Accesso non riuscito',
  'login.social.notStarted':
    'Questo accesso non è stato avviato da questo browser: accedi di nuovo dalla pagina di accesso.',
  'login.social.retry': "Torna all'accesso",
  'login.social.done': 'Accesso eseguito, un momento…',
  'login.captchaDisclaimer':
    'Questo sito è protetto da reCAPTCHA: si applicano le Norme sulla privacy e i Termini di servizio di Google.',
  'login.wrongCredentials': 'Credenziali Errate',
  'login.mfa.title': 'Verifica il tuo accesso',
  'login.mfa.codeSent':
    'Ti abbiamo inviato un codice di verifica di 6 cifre via e-mail. Inseriscilo qui sotto per continuare.',
  'login.mfa.resend': 'Invia di nuovo il codice',
  'login.mfa.submit': 'Verifica',
  'login.mfa.codeTooShort': 'Il codice deve essere di 6 cifre',
  'login.mfa.back': "Accedi con un'altra e-mail",
  'login.description':
    'Accedi al tuo account Sporta per fare la spesa, ritrovare le tue liste e seguire i tuoi ordini.',
  'login.dialogIntro': 'Accedi per continuare.',
  'login.accountMenu': 'Menu del mio account',
  'login.logout': 'Esci',
} as const;
