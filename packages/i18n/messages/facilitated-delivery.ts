/**
 * The facilitated-delivery request (spec: account §1 "discounted-delivery scheme", §2
 * /consegna-agevolata, §5 "L'allegato non deve superare i 5MB"): the section of the page, the
 * reasons there is no form, and the form. Its island registers this file (addMessages).
 */
export const facilitatedDelivery = {
  'facilitated.request.title': 'Richiedi la consegna agevolata',
  'facilitated.request.intro':
    'Compila la richiesta e allega il certificato: il nostro ufficio la verifica e ti contatta per attivare il servizio.',
  'facilitated.guest.text':
    'Per richiedere la consegna agevolata accedi con il tuo account Sporta.',
  'facilitated.guest.login': 'Accedi per fare la richiesta',
  'facilitated.ineligible.alreadyActive':
    'La consegna agevolata è già attiva sul tuo account: non serve una nuova richiesta.',
  'facilitated.ineligible.profileIncomplete':
    'Per fare la richiesta completa prima il tuo profilo con codice fiscale e data di nascita.',
  'facilitated.ineligible.profileLink': 'Completa il profilo',
  'facilitated.ineligible.unknown':
    'Non è stato possibile verificare se puoi fare la richiesta. Riprova tra qualche minuto.',
  'facilitated.form.person': 'I tuoi dati',
  'facilitated.form.firstName': 'Nome',
  'facilitated.form.lastName': 'Cognome',
  'facilitated.form.fiscalCode': 'Codice fiscale',
  'facilitated.form.phone': 'Telefono',
  'facilitated.form.reason': 'Motivo della richiesta',
  'facilitated.form.reasonHint':
    'Per esempio: invalidità, età, difficoltà motorie. Massimo 1000 caratteri.',
  'facilitated.form.attachment': 'Certificato',
  'facilitated.form.attachmentHint': 'Un PDF o una foto (JPG o PNG) di massimo 5MB.',
  'facilitated.form.consent':
    'Acconsento al trattamento dei dati, anche relativi alla salute, per la gestione della consegna agevolata.',
  'facilitated.form.submit': 'Invia la richiesta',
  'facilitated.success.account': 'Torna al tuo account',
} as const;
