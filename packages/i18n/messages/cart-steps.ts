/**
 * What the add-to-cart controls of cards and the product page say (issue 16; spec: shopping §4
 * "Quantity stepping", §5 manual entry, §8 quantity texts and the product-added message): a part
 * of its own, so a page with working add controls carries only these texts.
 */
export const cartSteps = {
  // What a quantity is counted in (pieces, packs; loose goods in kg).
  'cart.unit.piece': 'pz',
  'cart.unit.pack': 'conf',
  'success.productAdded': 'Hai aggiunto {quantity} {unit} di {name} al carrello',
  // Shopping §8 "Success messages": one toast for the lines the cart's queue removed together.
  'success.productRemoved': 'Il prodotto è stato rimosso dal carrello',
  'success.productsRemoved': 'I prodotti sono stati rimossi dal carrello',
  // The controls' code not arrived within the chunk load timeout (shopping §9, 120 s).
  'cart.controlsLate':
    'I comandi del carrello non sono arrivati: la connessione sembra lenta. Ricarica la pagina per riprovare.',
  'cart.controlsRetry': 'Ricarica la pagina',

  // Quantity limits (shopping §4, §5, §8). errors.minAcq carries the spec's "Minimum" text.
  'errors.minAcq': 'Non è possibile acquistare una quantità inferiore di questo articolo',
  'errors.maxDailyQuantity':
    'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  // The other refusals of a line quantity (shopping §4 "Quantity stepping"; the spec quotes no
  // text): @sporta/rules and the reference backend answer them, the storefront shows them on the
  // cart line. {step} is a weight in Italian decimals ("0,1"), {unit} its unit ("kg").
  'errors.qtyMultiple': 'Questo articolo si acquista solo a multipli di {multiple}.',
  'errors.maxAcq': 'Non è possibile acquistare una quantità superiore di questo articolo',
  'errors.weightStep': 'Questo articolo si acquista a multipli di {step} {unit}.',

  // A cart call the server answers with no words of its own (shopping §8 keys): the call's
  // fallback (sdk `fallback`), said as a toast or on the line. errorLoadingCart is said only to a
  // signed-in shopper (spec: "only shown if logged in").
  'errors.errorLoadingCart': 'Errore nel caricamento del carrello',
  'errors.errorSettingProduct': 'Non è stato possibile aggiornare il prodotto nel carrello',
  'errors.errorRemovingProduct': 'Non è stato possibile rimuovere il prodotto dal carrello',
  'errors.emptyCart': 'Impossibile svuotare il carrello',
  'cart.productAddError': 'Non è stato possibile aggiungere il prodotto al carrello',
  'cart.productsAddError': 'Non è stato possibile aggiungere i prodotti al carrello',
} as const;
