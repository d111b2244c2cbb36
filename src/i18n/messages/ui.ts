/** Default texts of @sporta/ui-kit components (issue 6); keys prefixed `ui.`. */
export const ui = {
  'ui.dialog.close': 'Chiudi',
  'ui.toast.region': 'Notifiche',

  'ui.price.now': 'Prezzo scontato',
  'ui.price.insteadOf': 'invece di',
  'ui.price.measure': '{price}/{unit}',
  'ui.stepper.decrease': 'Diminuisci quantità',
  'ui.stepper.increase': 'Aumenta quantità',

  'ui.password.show': 'Mostra password',
  'ui.select.placeholder': 'Seleziona',
  'ui.date.placeholder': 'gg/mm/aaaa',
  'ui.date.hint': 'Formato gg/mm/aaaa',
  'ui.pin.label': 'Codice di verifica',
  'ui.countdown.resend': 'Puoi richiedere un nuovo codice tra {seconds} secondi',
} as const;
