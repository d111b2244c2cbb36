/**
 * The account's security parts (issue 28; spec: account §2 advanced-security, §4 "Account
 * anonymisation", §7 update_mfa, consents): the one-time code setting, the consents and the
 * deletion of the account. The islands of /profile/advanced-security register this file.
 */
export const accountSecurity = {
  'accountSecurity.description':
    'La verifica in due passaggi, i tuoi consensi e la cancellazione del tuo account Sporta.',
  'accountSecurity.mfa.title': 'Verifica in due passaggi',
  'accountSecurity.mfa.on': 'Attiva: a ogni accesso ti chiediamo anche un codice via e-mail.',
  'accountSecurity.mfa.off': 'Non attiva: per accedere bastano l’e-mail e la password.',
  'accountSecurity.mfa.turnOn': 'Attiva la verifica in due passaggi',
  'accountSecurity.mfa.turnOff': 'Disattiva la verifica in due passaggi',
  'accountSecurity.mfa.codeIntro':
    'Ti abbiamo inviato via e-mail un codice di 6 cifre: scrivilo qui per confermare la modifica.',
  'accountSecurity.mfa.confirm': 'Conferma',
  'accountSecurity.mfa.cancel': 'Annulla',
  'accountSecurity.mfa.resend': 'Invia un nuovo codice',
  'accountSecurity.mfa.turnedOn': 'Verifica in due passaggi attivata.',
  'accountSecurity.mfa.turnedOff': 'Verifica in due passaggi disattivata.',
  'accountSecurity.mfa.unknown':
    'Non riusciamo a leggere questa impostazione ora. Riprova più tardi.',
  'accountSecurity.code.label': 'Codice ricevuto via e-mail',
  'accountSecurity.consents.title': 'I miei consensi',
  'accountSecurity.consents.intro':
    'Scegli quali consensi dare a Sporta. Puoi cambiarli quando vuoi.',
  'accountSecurity.consents.required':
    'Obbligatorio: serve per usare il servizio di spesa online, quindi non può essere revocato. Per non darlo più puoi cancellare il tuo account.',
  'accountSecurity.consents.missing':
    'Manca un consenso obbligatorio: accettalo per continuare a fare la spesa.',
  'accountSecurity.consents.save': 'Salva i consensi',
  'accountSecurity.consents.saved': 'Consensi salvati.',
  'accountSecurity.consents.unchanged': 'Non hai cambiato nessun consenso.',
  'accountSecurity.consents.unavailable':
    'Non riusciamo a mostrarti i tuoi consensi ora. Riprova più tardi.',
  'accountSecurity.delete.title': 'Cancella il mio account',
  'accountSecurity.delete.warning':
    'La cancellazione è definitiva: i tuoi dati personali, gli indirizzi e le liste non saranno più disponibili e non potrai più accedere con questo account. Gli ordini già fatti restano, senza il tuo nome, per gli obblighi di legge.',
  'accountSecurity.delete.start': 'Cancella il mio account',
  'accountSecurity.delete.question':
    'Vuoi davvero cancellare il tuo account? Ti invieremo via e-mail un codice per confermarlo.',
  'accountSecurity.delete.dialogTitle': 'Cancellare il tuo account?',
  'accountSecurity.delete.yes': 'Sì, inviami il codice',
  'accountSecurity.delete.no': 'No',
  'accountSecurity.delete.codeIntro':
    'Ti abbiamo inviato via e-mail un codice: scrivilo qui. Dopo la conferma il tuo account sarà cancellato subito.',
  'accountSecurity.delete.confirm': 'Cancella definitivamente',
  'accountSecurity.delete.cancel': 'Non cancellare',
  'accountSecurity.deleted.title': 'Account cancellato',
  'accountSecurity.deleted.text':
    'Il tuo account Sporta è stato cancellato e sei uscito. Grazie per aver fatto la spesa con noi.',
  'accountSecurity.deleted.home': 'Torna alla home',
  'accountSecurity.deleteFailed.title': 'Cancellazione non riuscita',
  'accountSecurity.deleteFailed.back': 'Torna a Sicurezza Avanzata',
} as const;
