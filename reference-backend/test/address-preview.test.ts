/**
 * GET /user-address/preview (account §7): the cart at another address or service, computed with
 * the cart's own rules — the lines that address could not deliver, and its fee. The answer is
 * checked against openapi/ebsn.yaml (AddressPreview) by the test backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopClockAt } from '../domain/clock.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  // The e2e clock (playwright.config.ts SHOP_NOW): the slots offered never follow the wall clock.
  startShopClockAt(Date.parse('2026-12-01T10:00:00+01:00'));
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

interface Preview {
  deliveryServiceId: number;
  deliveryFee: number;
  unavailableItems: { itemId: string; cartItemAvaliabilityId: number }[];
}

async function shopperWith(items: { productId: number; quantity: number }[]) {
  const created = (await (
    await fetch(`${shop.backend.url}/_dev/shopper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, slotChosen: true, lastSlot: true }),
    })
  ).json()) as { login: string };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login: created.login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  return reply.session as string;
}

describe('the preview of an address', () => {
  it("lists a cake a locker's first slot cannot bring, and the locker's fee; the cart stays", async () => {
    type Listed = { productId: number; productInfos: Record<string, string> };
    let cake: Listed | undefined;
    for (let page = 1; !cake && page <= 10; page++) {
      const listed = (
        await shop.api('GET', '/products', { query: { page, page_size: 200 }, check: 'none' })
      ).body.data as { products: Listed[] };
      cake = listed.products.find((p) => p.productInfos.LEAD_TIME === '48');
    }
    expect(cake).toBeDefined();
    const session = await shopperWith([
      { productId: 273, quantity: 2 },
      { productId: cake?.productId ?? 0, quantity: 1 },
    ]);
    const before = (await shop.api('GET', '/cart/view', { session, check: 'none' })).body.data as {
      deliveryFee: number;
      shippingAddress: { addressId: number };
      cartItems: { itemId: string; product: { productId: number } }[];
    };
    expect(before.deliveryFee).toBeGreaterThan(0);
    const cakeLine = before.cartItems.find((line) => line.product.productId === cake?.productId);

    const lockers = (
      await shop.api('GET', '/user-address/delivery-service-list', {
        session,
        query: { delivery_service_id: 10002 },
      })
    ).body.data as { addresses: { addressId: number }[] };
    const locker = lockers.addresses[0]?.addressId ?? 0;
    const preview = (
      await shop.api('GET', '/user-address/preview', {
        session,
        query: { address_type: 'locker', address_id: locker, delivery_service_id: 10002 },
      })
    ).body.data as unknown as Preview;
    expect(preview.deliveryServiceId).toBe(10002);
    expect(preview.deliveryFee).toBe(0);
    expect(preview.unavailableItems).toEqual([
      { itemId: cakeLine?.itemId, cartItemAvaliabilityId: 1 },
    ]);

    // At her own address and service nothing is lost and the fee is the cart's.
    const home = (
      await shop.api('GET', '/user-address/preview', {
        session,
        query: {
          address_type: 'home',
          address_id: before.shippingAddress.addressId,
          delivery_service_id: 2,
        },
      })
    ).body.data as unknown as Preview;
    expect(home.unavailableItems).toEqual([]);
    expect(home.deliveryFee).toBe(before.deliveryFee);
    const after = (await shop.api('GET', '/cart/view', { session, check: 'none' })).body.data as {
      shippingAddress: { addressId: number };
    };
    expect(after.shippingAddress.addressId).toBe(before.shippingAddress.addressId);
  });
});
