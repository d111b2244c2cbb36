/**
 * The anonymous cart (spec: shopping §4 "these checks are skipped when an anonymous cart is
 * configured"): a guest session fills a cart of its own, still answered as a guest's (user -1),
 * and the login of that session takes the guest's lines into the shopper's cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

type Line = { itemId: string; quantity: number; product: { productId: number } };
type CartData = { cartId: number; user: { userId: number }; cartItems: Line[] };

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const quantityOf = (cart: CartData, productId: number) =>
  cart.cartItems.find((line) => line.product.productId === productId)?.quantity;

async function guestWith(items: { productId: number; quantity: number }[]): Promise<string> {
  const first = await shop.api('GET', '/cart/view', { query: { show_sectors: false } });
  const session = first.session as string;
  expect((first.body.data as CartData).cartItems).toEqual([]);
  const added = await shop.api('POST', '/cart/add', {
    session,
    query: { show_sectors: false },
    json: { items },
  });
  expect(added.body.response.status).toBe(0);
  return session;
}

describe("a guest's cart", () => {
  it('takes lines without a login and still answers as a guest (user -1)', async () => {
    const session = await guestWith([{ productId: 101, quantity: 2 }]);
    const cart = (await shop.api('GET', '/cart/view', { session })).body.data as CartData;
    expect(cart.user.userId).toBe(-1);
    expect(cart.cartId).toBeGreaterThan(0);
    expect(quantityOf(cart, 101)).toBe(2);
  });

  it("joins the shopper's cart at login: a product already there adds up, the others follow", async () => {
    // A shopper of their own (a copy of a demo account, password Segreta1).
    const fresh = await fetch(`${shop.backend.url}/_dev/shopper`, { method: 'POST', body: '{}' });
    const { login } = (await fresh.json()) as { login: string };
    const password = 'Segreta1';
    // The shopper's own cart first: one product the guest will add too.
    const own = await shop.api('POST', '/auth/login', {
      form: { login, password, remember_me: false, show_sectors: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    });
    await shop.api('POST', '/cart/add', {
      session: own.session as string,
      query: { show_sectors: false },
      json: { items: [{ productId: 101, quantity: 1 }] },
    });

    const guest = await guestWith([
      { productId: 101, quantity: 2 },
      { productId: 102, quantity: 1 },
    ]);
    const signedIn = await shop.api('POST', '/auth/login', {
      session: guest,
      form: { login, password, remember_me: false, show_sectors: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    });
    expect(signedIn.body.response.status).toBe(0);
    const cart = (await shop.api('GET', '/cart/view', { session: signedIn.session as string })).body
      .data as CartData;
    expect(cart.user.userId).toBeGreaterThan(0);
    expect(quantityOf(cart, 101)).toBe(3);
    expect(quantityOf(cart, 102)).toBe(1);
  });

  it("leaves orders, lists and codes to shoppers: a guest's call there is a 419", async () => {
    const session = await guestWith([{ productId: 101, quantity: 1 }]);
    const reply = await shop.api('POST', '/cart-giftcertificate/add_code', {
      session,
      query: { code: 'QUALSIASI' },
      check: 'none',
    });
    expect(reply.status).toBe(419);
  });
});
