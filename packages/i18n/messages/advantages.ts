/**
 * /profile/gift 'Vantaggi' (issue 29; spec: account §2 gift, §7 giftcertificate/list,
 * list-manual-assigned, shopatwork/subscribe): the shopper's certificates and discounts, their
 * history, and the workplace shopping subscription. The island of the page registers this file.
 */
export const advantages = {
  'advantages.description':
    'I tuoi buoni e sconti Sporta: quelli da usare, quelli assegnati per te e quelli già usati o scaduti.',
  'advantages.howTo':
    'Per usare un buono o uno sconto, alla cassa scegli «Usa» accanto al suo nome oppure scrivi il suo codice.',
  'advantages.toCheckout': 'Vai alla cassa',
  'advantages.active.title': 'Buoni e sconti attivi',
  'advantages.active.empty': 'Non hai buoni o sconti da usare',
  'advantages.manual.title': 'Assegnati per te',
  'advantages.manual.intro': 'Buoni e sconti che il servizio clienti ti ha assegnato.',
  'advantages.manual.empty': 'Nessun buono assegnato per te',
  'advantages.history.title': 'Storico',
  'advantages.history.empty': 'Nessun buono usato o scaduto',
  'advantages.unavailable': 'Non riusciamo a caricare questa parte ora. Riprova più tardi.',
  'advantages.code': 'Codice:',
  'advantages.value': 'Valore: {value}',
  'advantages.validUntil': 'Valido fino al {date}',
  'advantages.expiredOn': 'Scaduto il {date}',
  'advantages.state.active': 'Attivo',
  'advantages.state.used': 'Usato',
  'advantages.state.expired': 'Scaduto',
  'advantages.work.title': 'Spesa al lavoro',
  'advantages.work.intro':
    'Se la tua azienda aderisce a Spesa al lavoro, scrivi il codice che ti ha dato per iscriverti.',
  'advantages.work.code': 'Codice aziendale',
  'advantages.work.submit': 'Iscriviti',
  'advantages.work.done': 'Iscrizione completata.',
} as const;
