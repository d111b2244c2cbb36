import { describe, expect, it } from 'vitest';
import { productCard } from './product-card';
import { mezzeManiche } from './test-products';

const pasta = mezzeManiche;

describe('productCard', () => {
  it('shows name, brand, pack, picture, link and the price per kg of a piece', () => {
    expect(productCard(pasta)).toEqual({
      name: 'Mezze maniche n.55',
      shortDescr: 'DIVELLA',
      description: '500 g',
      href: '/product/divella-mezze-maniche',
      imageSrc: '/ebsn/api/photo/thumb/7.jpg',
      price: { price: 0.99, measure: { price: 1.98, unit: 'kg' } },
    });
  });

  it('given a promo, then the standard price is struck and its text decoded as text', () => {
    const card = productCard({
      ...pasta,
      priceDisplay: 0.79,
      priceStandardDisplay: 0.99,
      warehousePromo: { view: { body: 'PI&Ugrave; BASSI<br/>SEMPRE', cssClass: 'promo_piubassi' } },
    });
    expect(card.price).toMatchObject({ price: 0.79, standardPrice: 0.99 });
    expect(card.promo).toEqual({ text: 'PIÙ BASSI SEMPRE', cssClass: 'promo_piubassi' });
  });

  it('given a promo with only a discount, then it reads as a percentage', () => {
    expect(productCard({ ...pasta, warehousePromo: { discountPerc: 25.126 } }).promo).toEqual({
      text: '-25%',
    });
  });

  it('given loose goods (Sfuso), then the price is per kg', () => {
    const apples = productCard({
      ...pasta,
      priceDisplay: 2.49,
      priceUnitDisplay: 'kg',
      productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '1', STEP_SELLING: '0.5' },
    });
    expect(apples.price).toEqual({ price: 2.49, per: 'kg' });
  });

  it('given no weight of a piece, then the unit price is per piece; without a picture, the placeholder', () => {
    const card = productCard({
      productId: 9,
      name: 'Spugna',
      priceDisplay: 1.2,
      productInfos: { TIPOLOGIA: 'Pezzo' },
    });
    expect(card.price).toEqual({ price: 1.2, measure: { price: 1.2, unit: 'pz' } });
    expect(card.imageSrc).toBe('/images/product-placeholder.svg');
    expect(card.href).toBe('/product/9');
  });
});
