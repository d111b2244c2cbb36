/**
 * The shopper's profile, /profile/profile-update 'Il mio profilo' (issue 28; spec: account §2
 * profile-update, profile-update-error, profile-updated, §3 User payload, §7): personal data and
 * contacts, the loyalty card and the billing identities. Its islands register this file.
 */
export const profile = {
  'profile.description':
    'I tuoi dati personali, i contatti, la carta fedeltà e i dati di fatturazione.',
  'profile.person.title': 'Dati personali e contatti',
  'profile.firstName': 'Nome',
  'profile.lastName': 'Cognome',
  'profile.gender': 'Sesso',
  'profile.gender.M': 'Uomo',
  'profile.gender.F': 'Donna',
  'profile.birthDate': 'Data di nascita',
  'profile.birthPlace': 'Luogo di nascita',
  'profile.fiscalCode': 'Codice fiscale',
  'profile.phone': 'Telefono',
  'profile.email': 'E-mail',
  'profile.emailChange': 'Modifica e-mail',
  'profile.passwordChange': 'Modifica password',
  'profile.save': 'Salva i dati',
  'profile.draftRestored':
    'Abbiamo ripreso i dati che avevi scritto e non sono stati salvati: controllali e salva.',
  'profile.unavailable': 'Non riusciamo a mostrarti i tuoi dati ora. Riprova più tardi.',
  'profile.retry': 'Riprova',
  'profile.completeToOrder':
    'Completa il tuo profilo per procedere con l’ordine: indica nome, cognome, data di nascita e codice fiscale, poi salva i dati.',

  'profile.social.prefilled':
    'Abbiamo ripreso alcuni tuoi dati dal tuo account {provider}: controllali, completa gli altri e salva.',

  'profile.card.title': 'Carta fedeltà',
  'profile.card.number': 'Numero della carta fedeltà',
  'profile.card.none': 'Non hai ancora indicato una carta fedeltà.',
  'profile.card.current': 'La tua carta: {number}',
  'profile.card.save': 'Salva la carta',
  'profile.card.saved': 'Carta fedeltà aggiornata.',

  'profile.billing.title': 'Dati di fatturazione',
  'profile.billing.intro': 'Le intestazioni da usare per le fatture dei tuoi ordini.',
  'profile.billing.empty': 'Non hai ancora dati di fatturazione.',
  'profile.billing.unavailable':
    'Non riusciamo a mostrarti i dati di fatturazione ora. Riprova più tardi.',
  'profile.billing.companyName': 'Ragione sociale o nome',
  'profile.billing.fiscalCode': 'Codice fiscale',
  'profile.billing.fiscalCodeHint': 'Della persona (16 caratteri) o della società (11 cifre).',
  'profile.billing.vatNumber': 'Partita IVA',
  'profile.billing.address': 'Indirizzo',
  'profile.billing.postalCode': 'CAP',
  'profile.billing.city': 'Comune',
  'profile.billing.add': 'Aggiungi i dati di fatturazione',
  'profile.billing.added': 'Dati di fatturazione aggiunti.',
  'profile.billing.deleteTitle': 'Eliminare questi dati di fatturazione?',
  'profile.billing.deleteQuestion': 'Non potrai più usarli per le fatture: {name}.',
  'profile.billing.deleteYes': 'Sì, elimina',
  'profile.billing.deleteNo': 'No, tienili',
  'profile.billing.deleted': 'Dati di fatturazione eliminati.',
  'profile.billing.vatLabel': 'P.IVA {vat}',
  'profile.billing.fiscalLabel': 'C.F. {code}',

  'profile.billingAddress.title': 'Il tuo indirizzo di fatturazione',
  'profile.billingAddress.province': 'Provincia',
  'profile.billingAddress.provinceHint': 'La sigla di due lettere, per esempio MI.',
  'profile.billingAddress.save': 'Salva l’indirizzo di fatturazione',
  'profile.billingAddress.saved': 'Indirizzo di fatturazione aggiornato.',

  'profile.error.text':
    'Non siamo riusciti a salvare i tuoi dati. Quello che hai scritto non è perso.',
  'profile.error.back': 'Torna al profilo',
  'profile.updated.back': 'Torna al profilo',
} as const;
