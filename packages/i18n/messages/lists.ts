/**
 * The shopper's lists, /profile/lists and /profile/lists/{listId} (spec: shopping §2 "List
 * selector", §5 list creation, §6 shared lists, §8 success messages; account §2 lists). The
 * islands of those pages register this file (addMessages(lists)).
 */
export const lists = {
  // The name of a list (shopping §5 "List creation: a name typed by the user"): one rule,
  // @sporta/rules' listNameIssue, gives these keys.
  'lists.name.label': 'Nome della lista',
  'lists.name.required': 'Dai un nome alla lista',
  'lists.name.tooLong': 'Il nome può avere al massimo {n} caratteri',
  'lists.name.taken': 'Hai già una lista con questo nome',

  // /profile/lists ('Le mie liste').
  'lists.intro': 'Salva i prodotti che compri spesso e aggiungili al carrello in un clic.',
  'lists.rows.label': 'Le tue liste',
  'lists.empty': 'Non hai ancora creato liste',
  'lists.shared': 'condivisa',
  'lists.readOnly': 'Sola lettura: non puoi modificarla',
  'lists.create.title': 'Crea una nuova lista',
  'lists.create.submit': 'Crea lista',
  'lists.create.done': 'La lista «{name}» è stata creata',
  'lists.rename': 'Rinomina',
  'lists.rename.of': 'Rinomina la lista {name}',
  'lists.rename.label': 'Nuovo nome della lista',
  'lists.rename.save': 'Salva',
  'lists.rename.cancel': 'Annulla',
  'lists.rename.done': 'La lista ora si chiama «{name}»',
  'lists.delete': 'Elimina',
  'lists.delete.of': 'Elimina la lista {name}',
  'lists.delete.confirm': 'Vuoi eliminare la lista «{name}» e i prodotti che contiene?',
  'lists.delete.done': 'La lista «{name}» è stata eliminata',
  'lists.makeDefault': 'Rendi preferita',
  'lists.makeDefault.of': 'Rendi preferita la lista {name}',
  'lists.makeDefault.done': '«{name}» è ora la tua lista preferita',
  'lists.failed.title': 'Non riusciamo a mostrare le tue liste',
  'lists.failed.retry': 'Riprova',

  // /profile/lists/{listId} ('Dettaglio lista').
  'lists.detail.products': 'Prodotti della lista',
  'lists.detail.empty': 'Questa lista non contiene ancora prodotti',
  'lists.detail.available': 'Disponibile',
  'lists.detail.unavailable': 'Non disponibile',
  'lists.detail.quantityOf': 'Quantità di {name} nella lista',
  'lists.detail.remove': 'Rimuovi dalla lista',
  'lists.detail.removeOf': 'Rimuovi {name} dalla lista',
  'lists.detail.removeConfirm': 'Vuoi rimuovere {name} dalla lista?',
  'lists.detail.removed': '{name} è stato rimosso dalla lista',
  'lists.detail.addToCart': 'Aggiungi al carrello',
  'lists.detail.addToCartOf': 'Aggiungi {name} al carrello',
  'lists.detail.added': '{name} è stato aggiunto al carrello',
  'lists.detail.addAll': 'Aggiungi tutta la lista al carrello',
  'lists.detail.notAdded.title': 'Questi prodotti non sono stati aggiunti al carrello:',
  'lists.detail.failed.title': 'Non riusciamo a mostrare la lista',
  'lists.detail.back': 'Torna alle mie liste',

  // The list selector (shopping §2 "List selector": choose a list or create one with CREA; it
  // shows the quantity and unit of the product being added).
  'lists.selector.title': 'Salva nella lista',
  'lists.selector.product': '{name}: {amount}',
  'lists.selector.choose': 'Scegli una lista',
  'lists.selector.loading': 'Caricamento delle tue liste…',
  'lists.selector.none': 'Non hai ancora liste: creane una',
  'lists.selector.saving': 'Salvataggio…',
  'lists.selector.create': 'Oppure crea una nuova lista',
  'lists.selector.createSubmit': 'CREA',
  // The cart's words (cart-steps.ts), apart: sharing that file would split the cards' first add.
  'lists.selector.unit.piece': 'pz',
  'lists.selector.unit.pack': 'conf',
  'lists.selector.noQuantity': 'Non è possibile salvare una quantità di questo articolo',

  // A list shared with the shopper, confirmed for her delivery address (shopping §7
  // wishlist/confirm; features/lists/confirm/confirm-shared.ts).
  'lists.confirm.action': 'Conferma per il mio indirizzo',
  'lists.confirm.done': 'Lista confermata: i prodotti sono nel tuo carrello.',
  'lists.confirm.noAddress': 'Scegli prima l’indirizzo di consegna, poi conferma la lista.',
} as const;
