/**
 * Two tabs of the same shopper converge (issue 16): a cart answer kept in one tab reaches the
 * other's `$cart` and count through a BroadcastChannel (Node's, as between two tabs).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  $cart,
  $cartCount,
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
    expect($cartCount.get()).toBe(5);
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

describe('the cart count', () => {
  it('is the rendered count until a cart answer, then the cart’s totalItems', () => {
    $cart.set(null);
    $session.set({ loggedIn: true, userId: 7, cartCount: 2 });
    expect($cartCount.get()).toBe(2);
    cartChanged({ ...cart(4), user: { userId: 7 } } as Cart);
    expect($cartCount.get()).toBe(4);
  });

  it('leaves out the cart of a shopper who signed out since', () => {
    $session.set({ loggedIn: true, userId: 7, cartCount: 2 });
    cartChanged({ ...cart(4), user: { userId: 7 } } as Cart);
    $session.set({ loggedIn: false, cartCount: 0 });
    expect($cartCount.get()).toBe(0);
    // A guest's own (anonymous) cart counts.
    cartChanged({ ...cart(1), user: { userId: -1 } } as Cart);
    expect($cartCount.get()).toBe(1);
  });
});
