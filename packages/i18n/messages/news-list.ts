/**
 * 'Archivio Messaggi', /profile/news-list (issue 29; spec: account §2): the shopper's messages,
 * read and unread, opened in place. The island of the page registers this file, and the top
 * bar's unread badge (loaded for signed-in shoppers only, so guests' pages do not carry it).
 */
export const newsList = {
  'topbar.unreadMessages.zero': 'Nessun messaggio non letto',
  'topbar.unreadMessages.one': '1 messaggio non letto',
  'topbar.unreadMessages.other': '{count} messaggi non letti',
  'newsList.description': 'I messaggi che Sporta ti ha inviato, letti e da leggere.',
  'newsList.listLabel': 'I tuoi messaggi',
  'newsList.unread': 'Da leggere',
  'newsList.read': 'Letto',
  'newsList.sentOn': 'Inviato il {date}',
  'newsList.empty.title': 'Nessun messaggio',
  'newsList.empty.text': 'Quando Sporta ti invierà un messaggio, lo troverai qui.',
  'newsList.unavailable':
    'Non riusciamo a caricare i tuoi messaggi ora. Riprova tra qualche minuto.',
  'newsList.markFailed':
    'Non siamo riusciti a segnare il messaggio come letto: riaprilo più tardi.',
} as const;
