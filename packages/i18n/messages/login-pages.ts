/** Sign-in texts the server renders: the social return page, /login's description, the account menu. */
export const loginPages = {
  'login.social.failedTitle': 'Accesso non riuscito',
  'login.social.notStarted':
    'Questo accesso non è stato avviato da questo browser: accedi di nuovo dalla pagina di accesso.',
  'login.social.retry': 'Torna all’accesso',
  'login.social.done': 'Accesso eseguito, un momento…',
  'login.description':
    'Accedi al tuo account Sporta per fare la spesa, ritrovare le tue liste e seguire i tuoi ordini.',
  'login.accountMenu': 'Menu del mio account',
  'login.logout': 'Esci',
} as const;
