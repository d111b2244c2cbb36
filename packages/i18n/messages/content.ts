/** Texts around the WordPress content: content pages, FAQ, Home slides and blocks, tutorial. */
export const content = {
  'content.unavailable.title': 'Contenuto non disponibile',
  'content.unavailable.text':
    'Non riusciamo a mostrare questo contenuto in questo momento. Riprova tra qualche minuto: il resto del negozio funziona normalmente.',
  'content.breadcrumb.label': 'Sei qui',
  'content.breadcrumb.home': 'Home',
  'content.breadcrumb.faq': 'Faq',
  'content.breadcrumb.faqDetail': 'Dettaglio Faq',
  'content.page.description': 'Sporta, la spesa online del tuo supermercato.',
  'content.page.seoTitle': '{title} | Sporta',
  'content.faq.title': 'Domande frequenti',
  'content.faq.description':
    'Le risposte alle domande più frequenti su ordini, consegna e ritiro, pagamenti e account Sporta.',
  'content.faq.empty': 'Non ci sono ancora domande in questa categoria.',
  'content.faq.categoryTitle': '{name} — Domande frequenti | Sporta',
  'content.videoTitle': 'Video',
  'content.embed.openOn': 'Apri il contenuto su {provider}',
  'content.table.label': 'Tabella',
  'content.preview.title': 'Anteprima: {title} | Sporta',
  'content.preview.banner':
    'Anteprima: questa versione non è pubblicata. La vede solo chi ha il link, per 10 minuti.',
  'content.preview.refusedTitle': 'Anteprima non disponibile',
  'content.preview.invalid':
    'Il link di anteprima non è valido. Aprilo di nuovo da WordPress con il pulsante «Anteprima».',
  'content.preview.expired':
    'Il link di anteprima è scaduto. Aprilo di nuovo da WordPress con il pulsante «Anteprima».',
  'content.preview.missing': 'Questa versione della pagina non esiste più in WordPress.',
  'content.newWindow': '(si apre in una nuova finestra)',
  'content.header.navLabel': 'Menu principale',
  'content.home.slides': 'In evidenza',
  'content.home.blocks': 'Da non perdere',
  'content.tutorial.title': 'Come funziona Sporta',
  'content.tutorial.close': 'Ho capito',
  'content.search.pages': 'Pagine del sito',
  'content.ingredients.label': 'Cerca per nome, ingrediente, allergene o codice',
  'content.ingredients.submit': 'Cerca',
  'content.ingredients.short': 'Scrivi almeno 2 caratteri per cercare nel libro ingredienti.',
  'content.ingredients.results': 'Schede trovate per «{q}»',
  'content.ingredients.empty':
    'Nessuna scheda trovata per «{q}». Prova con un’altra parola o con il codice del prodotto.',
  'content.ingredients.unavailable':
    'Non riusciamo a cercare nel libro ingredienti in questo momento. Riprova tra qualche minuto.',
  'content.ingredients.code': 'Codice prodotto',
  'content.ingredients.allergens': 'Allergeni',
  'content.ingredients.noAllergens': 'Nessun allergene',
} as const;
