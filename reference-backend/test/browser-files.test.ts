// @vitest-environment node
/**
 * The files the browser fetches itself, not the SDK (`x-sporta-browser-only` in
 * openapi/ebsn.yaml; their Pact interactions are the browser's plain GET): the invoice PDF, its
 * content here. The pictures are checked with the catalogue (catalogue.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../messages.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
let session: string | undefined;
beforeAll(async () => {
  shop = await startTestBackend();
  session = await shop.state('a shopper with a placed order');
});
afterAll(() => shop.stop());

const invoice = (orderId: number, headers: Record<string, string> = {}) =>
  fetch(`${shop.backend.apiUrl}/order/invoice?order_id=${orderId}`, { headers });

describe('the invoice of an order', () => {
  it('given a delivered order of the shopper, then its PDF names the file after the order', async () => {
    const answer = await invoice(890, { 'x-ebsn-session': session ?? '' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('fattura-890.pdf');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('given an order not yet delivered, then 404 with the spec text and no document', async () => {
    const answer = await invoice(900, { 'x-ebsn-session': session ?? '' });
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as { response: { errors: { error: string }[] } };
    expect(body.response.errors[0]?.error).toBe(SPEC_TEXTS['errors.invoiceOpen']);
  });

  it('given the orders, then only the delivered ones (8, 9) give an invoiceUrl', async () => {
    const view = async (orderId: number) =>
      (
        await shop.api<{ data: { orderStatusId: number; invoiceUrl?: string } }>(
          'GET',
          '/order/view',
          { session: session ?? '', query: { order_id: orderId } },
        )
      ).body.data;
    expect(await view(890)).toMatchObject({
      orderStatusId: 8,
      invoiceUrl: '/ebsn/api/order/invoice?order_id=890',
    });
    expect((await view(900)).invoiceUrl).toBeUndefined();
  });

  it('given a guest (a session value the shop does not know), then 404 and no document', async () => {
    const answer = await invoice(890, { 'x-ebsn-session': 'not-a-session-of-this-shop' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).not.toBe('application/pdf');
  });
});
