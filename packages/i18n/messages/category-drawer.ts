/**
 * The category drawer's own texts (spec: shopping §2 "Category tree menu"): the drawer loads its
 * tree when first opened, so it says while it loads, and when it cannot, with a way to try again.
 * A part of its own: the drawer's island registers only these few texts.
 */
export const categoryDrawer = {
  'drawer.categories.loading': 'Caricamento delle categorie…',
  'drawer.categories.failed': 'Non è stato possibile caricare le categorie.',
  'drawer.categories.retry': 'Ricarica le categorie',
  // The last category seen (spec: shopping §9 "Persisted locally: category"), at the drawer's top.
  'drawer.categories.last': 'Torna a {name}',
  'drawer.categories.empty': 'Le categorie non sono disponibili in questo momento.',
} as const;
