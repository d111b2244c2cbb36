/**
 * Two tabs of the same shopper converge (issue 16): a cart answer kept in one tab reaches the
 * other's `$cart` and count through a BroadcastChannel (Node's, as between two tabs).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  $cart,
  CART_CHANNEL,
  type Cart,
  cartChanged,
  shareCartAcrossTabs,
  stopSharingCart,
} from './cart-state';
import { $session } from './shopper';

const cart = (totalItems: number): Cart => ({ cartId: 55, totalItems });

describe('the cart across tabs', () => {
  afterEach(() => stopSharingCart());

  it("takes another tab's cart answer, and tells the other tabs its own", async () => {
    $session.set({ loggedIn: true, cartCount: 0 });
    shareCartAcrossTabs();
    const otherTab = new BroadcastChannel(CART_CHANNEL);
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    cartChanged(cart(3));
    expect(await heard).toEqual(cart(3));

    const arrived = new Promise((resolve) => $cart.listen(resolve));
    otherTab.postMessage(cart(5));
    await arrived;
    expect($cart.get()).toEqual(cart(5));
    expect($session.get().cartCount).toBe(5);
    otherTab.close();
  });

  it('ignores what is not a cart', async () => {
    $cart.set(cart(1));
    shareCartAcrossTabs();
    const otherTab = new BroadcastChannel(CART_CHANNEL);
    otherTab.postMessage({ hello: 'world' });
    otherTab.postMessage(cart(2));
    await new Promise((resolve) => $cart.listen(resolve));
    expect($cart.get()).toEqual(cart(2));
    otherTab.close();
  });
});
