/**
 * The listing's sort by the price paid per kg or l (issue 38, sort=pum_asc): the order of the
 * priceUmDisplay the cards show, cheapest first, products without one last; paging keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

interface Product {
  productId: number;
  priceUmDisplay?: number;
}

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

async function page(query: Record<string, string | number>) {
  const reply = await shop.api('GET', '/products', { query });
  return (reply.body.data as { products: Product[] }).products;
}

describe('sort=pum_asc', () => {
  it('orders a search by the unit price shown, cheapest first', async () => {
    const products = await page({ q: 'pasta', sort: 'pum_asc', page_size: 100 });
    const prices = products.map((p) => p.priceUmDisplay ?? Number.POSITIVE_INFINITY);
    expect(products.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Not simply the order of the pack price: a 1 kg pack may come before a 250 g one.
    const byPrice = await page({ q: 'pasta', sort: 'pri_asc', page_size: 100 });
    expect(products.map((p) => p.productId)).not.toEqual(byPrice.map((p) => p.productId));
  });

  it('keeps the order across pages and puts products without a unit price last', async () => {
    const all = await page({ sort: 'pum_asc', page_size: 500 });
    const second = await page({ sort: 'pum_asc', page_size: 24, page: 2 });
    expect(second.map((p) => p.productId)).toEqual(all.slice(24, 48).map((p) => p.productId));
    const firstWithout = all.findIndex((p) => p.priceUmDisplay === undefined);
    if (firstWithout >= 0)
      expect(all.slice(firstWithout).every((p) => p.priceUmDisplay === undefined)).toBe(true);
  });
});
