/**
 * Refusals of the shop's longer forms (account §8: discount code, address coverage, attachments;
 * product options). Apart from validation.ts so the login form does not carry them; a form whose
 * checks give these keys registers this file (addMessages(validationMore)).
 */
export const validationMore = {
  'validation.attachmentTooBig': "L'allegato non deve superare i 5MB",
  'validation.reportFileTooBig': 'Il file è troppo grande: la dimensione massima è 5MB',
  'validation.discountCodeInvalid':
    'Il codice sconto {code} non è valido. Verifica di averlo scritto correttamente.',
  'validation.addressNotCovered': "L'indirizzo inserito non è coperto dal servizio.",
  'validation.addressSaveAnyway':
    "Non è stato possibile verificare l'indirizzo. Vuoi salvarlo comunque?",
  'validation.optionsRequired': 'Scegli un valore per ogni opzione',
} as const;
