/** The product page (spec: shopping §2 /product/:slug, product option selector, video player). */
export const product = {
  'product.seoTitle': '{product} | Sporta',
  'product.seoDescription':
    'Compra {product} a {price} su Sporta: la spesa online con consegna a domicilio o ritiro in negozio.',
  'product.seoDescriptionNoPrice':
    'Compra {product} su Sporta: la spesa online con consegna a domicilio o ritiro in negozio.',
  'product.failed.title': 'Prodotto non disponibile',
  'product.failed.description': 'Non è stato possibile mostrare il prodotto.',

  'product.info.title': 'Informazioni sul prodotto',
  'product.info.pack': 'Formato',
  'product.info.soldBy': 'Venduto',
  'product.info.weight': 'Peso',
  'product.info.minimum': 'Quantità minima',
  'product.info.multiple': 'Si acquista a multipli di',
  'product.info.step': 'Incremento',
  'product.info.maximum': 'Quantità massima',
  'product.info.certifications': 'Certificazioni',
  'product.info.barcode': 'Codice EAN',
  'product.info.availability': 'Disponibilità',
  'product.soldBy.piece': 'Al pezzo',
  'product.soldBy.pack': 'In confezione',
  'product.soldBy.loose': 'Sfuso, a peso',
  'product.pack.byWeight': 'Venduto a peso',
  'product.quantity': 'Quantità',
  'product.weight.about': 'circa {weight}',
  'product.pieces': '{count} pz',
  'product.packs': '{count} conf',
  'product.available': 'Disponibile',
  'product.outOfStock': 'Non disponibile',

  'product.description.features': 'Caratteristiche',
  'product.description.sale_description': 'Descrizione',
  'product.description.ingredients': 'Ingredienti',
  'product.description.allergens': 'Allergeni',
  'product.description.nutritional_values': 'Valori nutrizionali',
  'product.description.NUTRITIONAL_INFO': 'Valori nutrizionali',
  'product.description.storage': 'Conservazione',

  'product.options.label': 'Opzioni del prodotto',
  'product.options.hint': 'Tutte le scelte sono obbligatorie.',
  'product.options.placeholder': 'Scegli…',
  'product.options.promo': 'Promozione',

  'product.video.title': 'Video',
  'product.video.name': 'Video: {name}',
  'product.video.numbered': 'Video {n} di {total}: {name}',
} as const;
