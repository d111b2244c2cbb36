/**
 * The shared request layer's own failures (spec: account §8). The SDK shows them in browsers,
 * so they are a file of their own that the browser part of the catalogue takes whole.
 */
export const request = {
  'errors.generic': 'Si è verificato un errore, riprova tra qualche minuto.',
  'errors.sessionExpired':
    'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  'errors.captcha':
    'Non è stato possibile verificare la tua richiesta. Riprova più tardi o contatta il servizio clienti.',
};
