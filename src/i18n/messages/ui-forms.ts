/** Default texts of @sporta/ui-kit: form fields, the one-time-code input and its countdown, yes/no confirmations (issue 6); keys prefixed `ui.`.
 * The components that show them register this file in browsers (addMessages). */
export const uiForms = {
  'ui.password.show': 'Mostra password',
  'ui.select.placeholder': 'Seleziona',
  'ui.date.placeholder': 'gg/mm/aaaa',
  'ui.date.hint': 'Formato gg/mm/aaaa',
  'ui.pin.label': 'Codice di verifica',
  'ui.countdown.resend': 'Puoi richiedere un nuovo codice tra {seconds} secondi',
  'confirm.no': 'No',
  'confirm.yes': 'Si',
} as const;
