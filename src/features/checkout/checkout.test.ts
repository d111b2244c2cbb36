// @vitest-environment jsdom
/**
 * Placing the order (issue 17): one `checkout/buy` however many presses while it is under way,
 * the next step from the answer, and a refusal told with the server's first error — or the spec's
 * fallback when the answer is not one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, heldServer } from '../../platform/server/proxy/held-server.test-helpers';
import { placeOrder } from './checkout';

describe('placing the order', () => {
  // One server for the file: the page's request core keeps the fetch it was made with.
  const server = heldServer();
  beforeEach(() => {
    server.install();
  });
  afterEach(() => vi.unstubAllGlobals());

  const answered = async (response: Response) => {
    await vi.waitFor(() => expect(server.waiting).toHaveLength(1));
    server.waiting[0]?.answer(response);
  };

  it('given three presses while it is under way, then one checkout/buy, and all go where it says', async () => {
    const presses = [1, 2, 3].map(() => placeOrder({ paymentTypeId: 2 }));
    await answered(envelope({ orderId: 9, paymentUrl: 'https://pagamenti.example.it/9' }));
    expect(await Promise.all(presses)).toEqual(
      Array(3).fill({ ok: true, value: 'https://pagamenti.example.it/9' }),
    );
    expect(server.fetch).toHaveBeenCalledOnce();
    expect(server.waiting[0]?.path).toBe('/ebsn/api/checkout/buy');
  });

  it('given pay on delivery, then the completed screen of the order', async () => {
    const placed = placeOrder({ paymentTypeId: 1 });
    await answered(envelope({ orderId: 12 }));
    expect(await placed).toEqual({ ok: true, value: '/cart/payment-completed/12' });
  });

  it("given a refusal, then the server's first error; a press after it asks again", async () => {
    const refused = placeOrder({ paymentTypeId: 1 });
    await answered(envelope(null, ['La fascia oraria scelta non è più disponibile.', 'Altro']));
    expect(await refused).toEqual({
      ok: false,
      message: 'La fascia oraria scelta non è più disponibile.',
    });
    server.waiting.length = 0;
    const again = placeOrder({ paymentTypeId: 1 });
    await answered(envelope({ something: 'else' }));
    expect(await again).toEqual({ ok: false, message: "Errore nel tentativo di inviare l'ordine" });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});
