/** Error catalogue (spec: shopping §8, account §8). */
export const errors = {
  'errors.generic': 'Si è verificato un errore, riprova tra qualche minuto.',
  'errors.sessionExpired': 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
} as const;
