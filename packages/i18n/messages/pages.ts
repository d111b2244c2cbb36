/** Texts of server-rendered parts of the shell: top bar, footer, Home, error pages. */
export const pages = {
  'app.name': 'Sporta',
  'app.tagline': 'La spesa online del tuo supermercato',
  'app.skipToContent': 'Vai al contenuto',
  'topbar.home': 'Sporta, vai alla home',
  'topbar.login': 'Accedi',
  'topbar.account': 'Il mio account',
  'topbar.cart': 'Carrello',
  'footer.navLabel': 'Link utili',
  'footer.faq': 'FAQ',
  'footer.rules': 'Regolamento',
  'footer.ingredients': 'Ricettario ingredienti',
  'footer.privacy': 'Privacy policy',
  'footer.cookiePolicy': 'Cookie policy',
  'footer.advantages': 'Vantaggi della consegna',
  'footer.customerService': 'Servizio clienti',
  'footer.accessibility': 'Accessibilità',
  'footer.productRecall': 'Richiami prodotti',
  'footer.contactCustomerService': 'Contatta il servizio clienti',
  'footer.cookieSettings': 'Impostazioni cookie',
  'footer.social': 'Seguici',
  'footer.legal': '© {year} Sporta S.p.A. — P.IVA 01234567890 — Tutti i diritti riservati',
  'home.title': 'Sporta — la spesa online a casa tua, in negozio o al locker',
  'home.description':
    'Fai la spesa online: consegna a domicilio, ritiro in negozio o al locker. Scegli la fascia oraria che preferisci.',
  'home.heading': 'La tua spesa, come vuoi tu',
  'home.intro':
    'Scegli tra consegna a domicilio, ritiro in negozio o al locker e prenota la fascia oraria che preferisci.',
  'home.service.home': 'Consegna a domicilio',
  'home.service.store': 'Ritiro in negozio',
  'home.service.locker': 'Ritiro al locker',
  'page.notFound.title': 'Pagina non trovata',
  'page.notFound.text': 'Pagina non trovata, impossibile continuare',
  'page.noConnection.title': 'Nessuna connessione',
  'page.noConnection.text':
    'Sembra che tu sia offline. Appena la connessione torna disponibile ti riportiamo alla home.',
  'page.serviceDown.title': 'Servizio non disponibile',
  'page.serviceDown.text':
    'Il servizio è momentaneamente non disponibile. Riprova tra qualche minuto.',
  'page.leaveRefused.title': 'Collegamento non consentito',
  'page.leaveRefused.text':
    'Questo collegamento porta a un indirizzo esterno che il negozio non riconosce, quindi non lo abbiamo aperto.',
  'page.backHome': 'Torna alla home',
  // A lazy island's code not arrived within the chunk load timeout (shopping §9, 120 s): the
  // shell's one notice for every island without texts of its own (shell/hydration/chunk-deadline.ts).
  'page.islandLate.text':
    'Una parte della pagina non è arrivata: la connessione sembra lenta. Ricarica la pagina per riprovare.',
  'page.islandLate.retry': 'Ricarica la pagina',
} as const;
