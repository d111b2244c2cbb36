/**
 * wishlist/confirm (spec: shopping §7 Wishlists): a list shared with the shopper, confirmed for
 * her delivery address — the address goes on her cart, the list's products into it, and the list
 * is stamped confirmed (what src/features/lists/confirm/confirm-shared.ts relies on).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

interface CartData {
  cartItems?: { product: { productId: number } }[];
  shippingAddress?: { addressId: number };
}

it('fills her cart for her address and stamps the shared list confirmed', async () => {
  const session = (await shop.state('a shopper with a shopping list')) as string;
  const shared = (await shop.api('GET', '/wishlist/view', { session, query: { list_id: 45 } })).body
    .data as { wishlistItems: { product: { productId: number } }[] };
  const reply = await shop.api('POST', '/wishlist/confirm', {
    session,
    query: { list_id: 45, address_id: 300 },
  });
  expect(reply.body.response.status).toBe(0);
  const data = reply.body.data as { listId: number; addressId: number; cart: CartData };
  expect([data.listId, data.addressId]).toEqual([45, 300]);
  expect(data.cart.shippingAddress?.addressId).toBe(300);
  const inCart = new Set(data.cart.cartItems?.map((line) => line.product.productId));
  const listed = shared.wishlistItems.map((item) => item.product.productId);
  expect(listed.filter((productId) => inCart.has(productId)).length).toBeGreaterThan(0);
  const list = await shop.api('GET', '/wishlist/view', { session, query: { list_id: 45 } });
  expect((list.body.data as { confirmedDate?: string }).confirmedDate).toBeTruthy();
});

it('refuses an address that is not hers, leaving the cart as it was', async () => {
  const session = (await shop.state('a shopper with a shopping list')) as string;
  const cartNow = async () => (await shop.api('GET', '/cart/view', { session })).body.data;
  const before = await cartNow();
  const reply = await shop.api('POST', '/wishlist/confirm', {
    session,
    query: { list_id: 45, address_id: 999_999 },
  });
  expect(reply.body.response.status).not.toBe(0);
  expect(await cartNow()).toEqual(before);
});
