/**
 * The update dialog (spec: shopping §1 "offers an upgrade prompt when a newer version exists",
 * §2 "upgrade-version dialog", account §2 "Version-update dialog in the app"). Registered by the
 * dialog (src/shell/app-update/UpdateDialog.tsx), which loads only when a newer version is out.
 */
export const appUpdate = {
  'appUpdate.title': 'È disponibile una nuova versione di Sporta',
  'appUpdate.web.text': 'Aggiorna la pagina per usare la nuova versione.',
  'appUpdate.web.confirm': 'Aggiorna ora',
  'appUpdate.app.text': 'Scarica l’ultima versione dell’app dallo store.',
  'appUpdate.app.confirm': 'Aggiorna',
  'appUpdate.later': 'Più tardi',
  'appUpdate.typing.text':
    'Stai compilando un modulo: se aggiorni ora, quello che hai scritto andrà perso.',
  'appUpdate.typing.confirm': 'Aggiorna comunque',
  'appUpdate.waiting.text':
    'Stiamo salvando le ultime modifiche al carrello: la pagina si aggiorna appena finito.',
} as const;
