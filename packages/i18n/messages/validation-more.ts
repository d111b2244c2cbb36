/**
 * The field rules of the shop's longer forms (account §5: phone, postal code, ZIP, passwords,
 * tax codes, dates, names, digits, lengths) and their refusals (account §8: discount code,
 * address coverage, attachments; product options). Apart from validation.ts so the login form
 * does not carry them; a form whose checks give these keys registers this file
 * (addMessages(validationMore)).
 */
export const validationMore = {
  'validation.phone': 'Digitare un numero di telefono valido',
  'validation.postalCode': 'Il CAP deve essere di 4 o 5 cifre',
  'validation.zipCode': 'Lo ZIP Code deve avere 10 cifre',
  'validation.password6': 'La password deve essere lunga 6 caratteri',
  'validation.password8': 'La password deve essere lunga 8 caratteri',
  'validation.passwordConfirm': 'Le password non coincidono',
  'validation.fiscalCode': 'Formato non corretto',
  'validation.vatNumber': 'P.Iva e C.F. devono avere 11 cifre',
  'validation.date': 'Formato della data gg/mm/aaaa',
  'validation.name': "Accetta solo lettere, spazi e l'apostrofo",
  'validation.digits': 'Accetta solo numeri',
  'validation.exactLength': 'Il campo deve essere lungo {n} caratteri',
  'validation.minLength': 'Lunghezza minima {n} caratteri',
  'validation.maxLength': 'Lunghezza massima {n} caratteri',
  'validation.fiscalCodeChecksum':
    'Il codice fiscale non è corretto: controlla di averlo scritto senza errori',
  'validation.attachmentTooBig': "L'allegato non deve superare i 5MB",
  'validation.attachmentType': 'L’allegato deve essere un PDF o un’immagine JPG o PNG',
  'validation.reportFileTooBig': 'Il file è troppo grande: la dimensione massima è 5MB',
  'validation.discountCodeInvalid':
    'Il codice sconto {code} non è valido. Verifica di averlo scritto correttamente.',
  'validation.addressNotCovered': "L'indirizzo inserito non è coperto dal servizio.",
  'validation.addressSaveAnyway':
    'Non è stato possibile verificare l’indirizzo. Vuoi salvarlo comunque?',
  'validation.optionsRequired': 'Scegli un valore per ogni opzione',
} as const;
