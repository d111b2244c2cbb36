/**
 * The customer report on /servizio-clienti (spec: account §1 "a customer-reporting form", §2
 * /customer-reporting-completed, §5 the report's 'too big' text): the form's frame around the
 * fields WordPress defines. Its script registers this file (addMessages).
 */
export const customerReport = {
  'report.title': 'Scrivi al servizio clienti',
  'report.intro':
    'Raccontaci cosa è successo: ti risponderemo per e-mail. I campi con * sono obbligatori.',
  'report.submit': 'Invia la segnalazione',
  'report.sending': 'Invio in corso…',
  'report.fileHint': 'PDF, JPG o PNG, massimo 5 MB.',
  'report.fileKept': 'Allegato già caricato: {name}. Sceglierne un altro lo sostituisce.',
  'report.problems': 'Controlla i campi segnalati e invia di nuovo.',
  'report.unavailable':
    'Il modulo per le segnalazioni non è disponibile in questo momento. Riprova tra qualche minuto.',
  'report.expired':
    'Il modulo era scaduto: lo abbiamo aggiornato, controlla i dati e invia di nuovo.',
  'report.failed': 'Non è stato possibile inviare la segnalazione. Riprova tra qualche minuto.',
  'report.backHome': 'Torna alla home',
  'report.tooLarge':
    'La segnalazione è troppo grande: l’allegato non può superare 5MB. Scegli un file più piccolo.',
} as const;
