import type { Product } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { productCardsMarkup } from './product-cards';
import { mezzeManiche } from './test-products';

const pasta = mezzeManiche;
const rice: Product = { ...pasta, productId: 8, name: 'Riso Carnaroli', slug: 'riso-carnaroli' };

const items = (html: string) => html.match(/<li>/g)?.length ?? 0;

describe('the cards of a listing, each kept once rendered (issue 42)', () => {
  it('given products, then one list item each, named by the label, the first ones loaded at once', () => {
    const html = productCardsMarkup({ products: [pasta, rice], label: 'Risultati', eager: 1 });
    expect(html).toMatch(/^<ul class="[^"]+" aria-label="Risultati">/);
    expect(items(html)).toBe(2);
    expect(html.indexOf('Mezze maniche')).toBeLessThan(html.indexOf('Riso Carnaroli'));
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    // React's preload of the first picture belongs to no part of a page.
    expect(html).not.toContain('<link');
  });

  it('given the same products again, then the same cards', () => {
    const once = productCardsMarkup({ products: [pasta, rice], label: 'Risultati' });
    expect(productCardsMarkup({ products: [pasta, rice], label: 'Risultati' })).toBe(once);
  });

  it('given a product whose price changed, then its card shows the new price, never the kept one', () => {
    const before = productCardsMarkup({ products: [pasta], label: 'Pasta' });
    const after = productCardsMarkup({
      products: [{ ...pasta, priceDisplay: 1.49 }],
      label: 'Pasta',
    });
    expect(before).toContain('0,99');
    expect(after).toContain('1,49');
    expect(after).not.toContain('0,99');
  });

  it('given the same product first on one page and later on another, then each has its own loading', () => {
    const first = productCardsMarkup({ products: [pasta], label: 'Pasta', eager: 1 });
    const later = productCardsMarkup({ products: [pasta], label: 'Pasta', eager: 0 });
    expect(first).toContain('loading="eager"');
    expect(later).toContain('loading="lazy"');
  });

  it('given a product with a name as markup, then it is shown as text', () => {
    const hostile = { ...pasta, productId: 9, name: '<img src=x onerror=alert(1)>' };
    const html = productCardsMarkup({ products: [hostile], label: 'Pasta' });
    expect(html).not.toContain('<img src=x');
  });
});
