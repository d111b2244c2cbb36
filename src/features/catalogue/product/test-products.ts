import type { Product } from '@sporta/sdk';

/** A product sold by the piece, as the API gives it: the catalogue's tests start from it. */
export const mezzeManiche: Product = {
  productId: 7,
  name: 'Mezze maniche n.55',
  shortDescr: 'DIVELLA',
  description: '500 g',
  slug: 'divella-mezze-maniche',
  mediaURL: '/ebsn/api/photo/thumb/7.jpg',
  priceDisplay: 0.99,
  productInfos: {
    TIPOLOGIA: 'Pezzo',
    WEIGHT_SELLING_SINGLE_UNIT: '500',
    WEIGHT_SELLING_SINGLE_UNIT_UM: 'GR',
  },
};
