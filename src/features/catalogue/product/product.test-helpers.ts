import type { Product } from '@sporta/sdk';

/** A product as the API answers it, for the product page's tests. */
export const spaghetti: Product = {
  productId: 101,
  name: 'Spaghetti n.5',
  shortDescr: 'Barilla',
  description: '500 g',
  slug: 'spaghetti-n5',
  mediaURL: '/ebsn/api/photo/thumb/101.jpg',
  mediaURLMedium: '/ebsn/api/photo/large/101.jpg',
  price: 1.2,
  priceDisplay: 0.99,
  priceStandardDisplay: 1.2,
  available: 100000000,
  barcode: '8001234567890',
  productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '1', MINACQ: '1' },
  breadCrumbs: [
    { categoryId: 10, name: 'Pasta', slug: 'pasta' },
    { categoryId: 11, name: 'Pasta secca', slug: 'pasta-secca' },
    { categoryId: 1101, name: 'Pasta lunga', slug: 'pasta-lunga' },
  ],
};
