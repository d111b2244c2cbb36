import { describe, expect, it } from 'vitest';
import { $cart, $cartCount, type Cart, cartChanged } from './cart-state';
import { $session } from './shopper';

const cart = (totalItems: number): Cart => ({ cartId: 55, totalItems });

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
