import type { Product } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { productDetailMarkup } from './ProductDetail';
import { mezzeManiche } from './test-products';

const descriptions = (texts: Record<string, string>) =>
  ({ product_description: texts }) as unknown as NonNullable<Product['metaData']>;
const where = { origin: 'https://www.sporta.it', shopHosts: ['www.sporta.it'] };
const pasta: Product = {
  ...mezzeManiche,
  breadCrumbs: [{ name: 'Pasta', slug: 'pasta' }],
  metaData: descriptions({ ingredients: '<p>Semola di grano duro</p>' }),
};
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

describe('the product page view, kept once rendered (issue 42)', () => {
  it('given a product, then breadcrumb, name, price, its descriptions and JSON-LD with the shop origin', () => {
    const html = productDetailMarkup(pasta, where);
    expect(html).toMatch(
      /^<nav class="breadcrumb" aria-label="Sei qui"><ol><li><a href="\/">Home<\/a><\/li>/,
    );
    expect(html).toContain('<li aria-current="page">Mezze maniche n.55</li>');
    expect(html).toContain('<h1 class="product__name">Mezze maniche n.55</h1>');
    expect(html).toContain('0,99');
    expect(html).toContain('<p>Semola di grano duro</p>');
    expect(html).toContain('"url":"https://www.sporta.it/product/divella-mezze-maniche"');
    // React's preload of the large picture belongs to no part of a page.
    expect(html).not.toMatch(/^<link/);
  });

  it('given the same product again, then the same view; given another origin, then its own', () => {
    const once = productDetailMarkup(pasta, where);
    expect(productDetailMarkup({ ...pasta }, where)).toBe(once);
    const elsewhere = productDetailMarkup(pasta, { ...where, origin: 'https://sporta.it' });
    expect(elsewhere).toContain('"url":"https://sporta.it/product/divella-mezze-maniche"');
  });

  it('given a product whose price changed, then the new price, never the kept view', () => {
    expect(productDetailMarkup(pasta, where)).toContain('0,99');
    const after = productDetailMarkup({ ...pasta, priceDisplay: 1.49 }, where);
    expect(after).toContain('1,49');
    expect(after).not.toContain('0,99');
  });

  it('given a shared (frozen) product, then its view is found by the object, and a changed copy is not', () => {
    const shared = deepFreeze(structuredClone({ ...pasta, productId: 70, priceDisplay: 2.5 }));
    const first = productDetailMarkup(shared, where);
    expect(productDetailMarkup(shared, where)).toBe(first);
    expect(productDetailMarkup({ ...shared, priceDisplay: 2.75 }, where)).toContain('2,75');
  });

  it('given a name and a description as markup, then the name is text and the description is sanitised', () => {
    const hostile: Product = {
      ...pasta,
      productId: 9,
      name: '<img src=x onerror=alert(1)>',
      metaData: descriptions({ ingredients: '<script>alert(1)</script><b>Farina</b>' }),
    };
    const html = productDetailMarkup(hostile, where);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<b>Farina</b>');
    // The JSON-LD cannot close its script early: the two scripts are all there is.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('given options of a few and of many choices and a selectable promo, then radios, a select and the promo box', () => {
    const options: Product = {
      ...pasta,
      productId: 11,
      selectOptions: [
        {
          name: 'Affettatura',
          parameterName: 'slicing',
          options: [
            { key: 'intero', value: 'Intero' },
            { key: 'affettato', value: 'Affettato' },
          ],
        },
        {
          name: 'Scritta',
          parameterName: 'writing',
          selected: 'auguri',
          options: ['Nessuna', 'Auguri', 'Buon compleanno', 'Congratulazioni', 'Evviva'].map(
            (value) => ({ key: value.toLowerCase(), value }),
          ),
        },
      ],
      warehousePromo: {
        warehousePromoId: 77,
        selectable: true,
        view: { selectablePromoText: 'Sconto carta' },
      },
    } as Product;
    const html = productDetailMarkup(options, where);
    expect(html.match(/type="radio"[^>]*name="slicing"/g)).toHaveLength(2);
    expect(html).toMatch(/<select class="product-option__select"[^>]*name="writing"/);
    expect(html).toContain('<option value="auguri" selected="">Auguri</option>');
    expect(html).toMatch(/type="checkbox" name="warehousePromoId" value="77"\/>Sconto carta/);
  });
});
