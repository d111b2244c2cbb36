import { describe, expect, it } from 'vitest';
import { spaghetti } from '../product.test-helpers';
import { productPageMeta } from '../product-page';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from './product-json-ld';

const ORIGIN = 'https://www.sporta.it';

describe('productJsonLd', () => {
  it('describes the product with absolute URLs, the EAN, the brand and its offer in euro', () => {
    expect(productJsonLd(spaghetti, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Spaghetti n.5',
      image: ['https://www.sporta.it/ebsn/api/photo/large/101.jpg'],
      url: 'https://www.sporta.it/product/spaghetti-n5',
      description: '500 g',
      sku: '8001234567890',
      gtin13: '8001234567890',
      brand: { '@type': 'Brand', name: 'Barilla' },
      offers: {
        '@type': 'Offer',
        price: '0.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.sporta.it/product/spaghetti-n5',
      },
    });
  });

  it('given nothing available, then the offer is out of stock', () => {
    const offers = productJsonLd({ ...spaghetti, available: 0 }, ORIGIN).offers;
    expect(offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('given no barcode, then it has neither sku nor gtin13; a short code is a sku only', () => {
    const { barcode: _, ...without } = spaghetti;
    expect(productJsonLd(without, ORIGIN)).not.toHaveProperty('sku');
    expect(productJsonLd(without, ORIGIN)).not.toHaveProperty('gtin13');
    const short = productJsonLd({ ...spaghetti, barcode: '12345678' }, ORIGIN);
    expect(short).toMatchObject({ sku: '12345678' });
    expect(short).not.toHaveProperty('gtin13');
  });

  it('given no price (no session on some sites), then it makes no offer and no price claim', () => {
    const { priceDisplay: _, priceStandardDisplay: __, ...unpriced } = spaghetti;
    const product = { ...unpriced, price: null };
    expect(productJsonLd(product, ORIGIN)).not.toHaveProperty('offers');
    expect(productPageMeta(product).description).not.toMatch(/€/);
  });

  it('keeps an absolute picture of the API as it is', () => {
    const picture = 'https://cdn.example/photo/large/1.jpg';
    expect(productJsonLd({ ...spaghetti, mediaURLMedium: picture }, ORIGIN).image).toEqual([
      picture,
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists Home, each category with its page, then the product, numbered from 1', () => {
    expect(breadcrumbJsonLd(spaghetti, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.sporta.it/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Pasta',
          item: 'https://www.sporta.it/category/pasta',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Pasta secca',
          item: 'https://www.sporta.it/category/pasta-secca',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Pasta lunga',
          item: 'https://www.sporta.it/category/pasta-lunga',
        },
        {
          '@type': 'ListItem',
          position: 5,
          name: 'Spaghetti n.5',
          item: 'https://www.sporta.it/product/spaghetti-n5',
        },
      ],
    });
  });

  it('given categories without a slug, then they are left out and the positions stay in order', () => {
    const items = breadcrumbJsonLd(
      {
        ...spaghetti,
        breadCrumbs: [{ name: 'COLAZIONE' }, { name: 'Biscotti', slug: 'biscotti' }],
      },
      ORIGIN,
    ).itemListElement as { position: number; name: string }[];
    expect(items.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Biscotti'],
      [3, 'Spaghetti n.5'],
    ]);
  });
});

describe('jsonLdText', () => {
  it('escapes every < so the text can never close its script element', () => {
    // Tags are dropped from the API's texts, but entities decode: '&lt;/script&gt;' is '</script>'.
    const text = jsonLdText(
      productJsonLd({ ...spaghetti, name: 'Pasta &lt;/script&gt;&lt;script&gt;alert(1)' }, ORIGIN),
    );
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { name: string }).name).toBe('Pasta </script><script>alert(1)');
  });
});
