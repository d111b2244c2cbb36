/**
 * Form validation messages (spec: account §5, shopping §5; the discount-code and address
 * texts of account §8). packages/rules/src/validators.ts returns these keys.
 */
export const validation = {
  'validation.required': 'Campo obbligatorio',
  'validation.emailRequired': "Digitare l'e-mail",
  'validation.passwordRequired': 'Digitare la password',
  'validation.phone': 'Digitare un numero di telefono valido',
  'validation.postalCode': 'Il CAP deve essere di 4 o 5 cifre',
  'validation.zipCode': 'Lo ZIP Code deve avere 10 cifre',
  'validation.password6': 'La password deve essere lunga 6 caratteri',
  'validation.password8': 'La password deve essere lunga 8 caratteri',
  'validation.email': 'Digitare una e-mail valida',
  'validation.fiscalCode': 'Formato non corretto',
  'validation.fiscalCodeChecksum':
    'Il codice fiscale non è corretto: controlla di averlo scritto senza errori',
  'validation.vatNumber': 'P.Iva e C.F. devono avere 11 cifre',
  'validation.date': 'Formato della data gg/mm/aaaa',
  'validation.name': "Accetta solo lettere, spazi e l'apostrofo",
  'validation.digits': 'Accetta solo numeri',
  'validation.exactLength': 'Il campo deve essere lungo {n} caratteri',
  'validation.minLength': 'Lunghezza minima {n} caratteri',
  'validation.maxLength': 'Lunghezza massima {n} caratteri',
} as const;
