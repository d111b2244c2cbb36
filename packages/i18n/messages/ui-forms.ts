/**
 * Default texts of @sporta/ui-kit: form fields, the one-time-code input and its countdown, yes/no confirmations (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiForms = {
  'ui.password.show': 'Mostra password',
  'ui.select.placeholder': 'Seleziona',
  'ui.date.placeholder': 'gg/mm/aaaa',
  'ui.date.hint': 'Formato gg/mm/aaaa',
  'login.mfa.code': 'Codice di verifica',
  'ui.countdown.resend.zero': 'Puoi richiedere un nuovo codice',
  'ui.countdown.resend.one': 'Puoi richiedere un nuovo codice tra 1 secondo',
  'ui.countdown.resend.other': 'Puoi richiedere un nuovo codice tra {count} secondi',
  'confirm.no': 'No',
  'confirm.yes': 'Si',
} as const;
