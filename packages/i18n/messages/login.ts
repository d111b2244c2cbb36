/** The login form (spec: shopping §2 "Login screen", §4 "Login steps"; account §4, §8). The code step's texts: login-code.ts; those the server renders: login-pages.ts. */
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
  'login.captchaDisclaimer':
    'Questo sito è protetto da reCAPTCHA: si applicano le Norme sulla privacy e i Termini di servizio di Google.',
  'login.wrongCredentials': 'Credenziali Errate',
  'login.dialogIntro': 'Accedi per continuare.',
} as const;
