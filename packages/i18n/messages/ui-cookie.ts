/**
 * Texts of the ui-kit's cookie banner (spec: shopping §2 footer "cookie-settings link"). The
 * banner registers them itself (addMessages): the shop renders it on the server, so they never
 * ship in a page's JavaScript.
 */
export const uiCookie = {
  'cookie.title': 'Rispettiamo la tua privacy',
  'cookie.text':
    'I cookie tecnici fanno funzionare il sito; quelli di analisi e profilazione solo se acconsenti. Puoi cambiare idea da «Impostazioni cookie» in fondo alla pagina.',
  'cookie.technical': 'Tecnici (sempre attivi)',
  'cookie.analytics': 'Analisi',
  'cookie.profiling': 'Profilazione',
  'cookie.acceptAll': 'Accetta tutti',
  'cookie.rejectAll': 'Solo necessari',
  'cookie.save': 'Salva le preferenze',
  'cookie.customize': 'Personalizza',
  'cookie.policyLink': 'Leggi la cookie policy',
} as const;
