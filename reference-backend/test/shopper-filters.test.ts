/**
 * The listing filters TP and preferred (spec: shopping §3 Filters): TP keeps the products on a
 * price cut (promoType tapvis), preferred those the shopper bought before — on a fresh copy of
 * Mario with his orders, and for a guest, who has bought nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

interface Listed {
  productId: number;
  warehousePromo?: { warehousePromoTypeId?: number };
}
interface Page {
  page: { totItems: number };
  products: Listed[];
}

let shop: TestBackend;
let session: string;
beforeAll(async () => {
  shop = await startTestBackend();
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ like: 1001, orders: true }),
  });
  const created = (await answer.json()) as { login: string };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login: created.login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  session = reply.session as string;
});
afterAll(() => shop?.stop());

async function list(query: Record<string, string | number | boolean>, signedIn = true) {
  const reply = await shop.api('GET', '/products', {
    ...(signedIn ? { session } : {}),
    query: { page_size: 500, ...query },
  });
  expect(reply.body.response.status).toBe(0);
  return reply.body.data as unknown as Page;
}

describe('TP', () => {
  it('keeps only the products on a price cut', async () => {
    const all = await list({});
    const cut = await list({ TP: true });
    expect(cut.page.totItems).toBeGreaterThan(0);
    expect(cut.page.totItems).toBeLessThan(all.page.totItems);
    for (const product of cut.products)
      expect(product.warehousePromo?.warehousePromoTypeId).toBe(5);
  });
});

describe('preferred', () => {
  it("keeps the products of the shopper's orders, and narrows with other filters", async () => {
    const all = await list({});
    const bought = await list({ preferred: true });
    expect(bought.page.totItems).toBeGreaterThan(0);
    expect(bought.page.totItems).toBeLessThan(all.page.totItems);
    const both = await list({ preferred: true, TP: true });
    expect(both.page.totItems).toBeLessThanOrEqual(bought.page.totItems);
  });

  it('gives a guest nothing', async () => {
    expect((await list({ preferred: true }, false)).page.totItems).toBe(0);
  });
});
