/** The one-time-code step of the login form (spec: shopping §4 "Login steps"; CodeStep.tsx registers it). */
export const loginCode = {
  'login.mfa.title': 'Verifica il tuo accesso',
  'login.mfa.codeSent':
    'Ti abbiamo inviato un codice di verifica di 6 cifre via e-mail. Inseriscilo qui sotto per continuare.',
  'login.mfa.resend': 'Invia di nuovo il codice',
  'login.mfa.submit': 'Verifica',
  'login.mfa.codeTooShort': 'Il codice deve essere di 6 cifre',
  'login.mfa.back': 'Accedi con un’altra e-mail',
} as const;
