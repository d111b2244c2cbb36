import { describe, expect, it } from 'vitest';
import { $cart, $cartCount, type Cart, cartChanged, readCart } from './cart-state';
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

describe('a reading of the cart', () => {
  it('is kept when no other cart answer came while it was on its way', async () => {
    cartChanged(cart(1));
    expect(await readCart(async () => cart(2))).toEqual(cart(2));
    expect($cart.get()).toEqual(cart(2));
  });

  it('answering after a newer answer (a step confirmed meanwhile) does not undo it', async () => {
    cartChanged(cart(1));
    const reading = Promise.withResolvers<Cart>();
    const read = readCart(() => reading.promise);
    // The step's answer arrives first; the server had read the cart before it.
    cartChanged(cart(4));
    reading.resolve(cart(2));
    expect(await read).toEqual(cart(4));
    expect($cart.get()).toEqual(cart(4));
  });

  it('sent after another reading, it is the one kept, whichever answers first', async () => {
    const first = Promise.withResolvers<Cart>();
    const second = Promise.withResolvers<Cart>();
    let older = readCart(() => first.promise);
    let newer = readCart(() => second.promise);
    second.resolve(cart(3));
    first.resolve(cart(1));
    expect([await older, await newer]).toEqual([cart(3), cart(3)]);

    const third = Promise.withResolvers<Cart>();
    const fourth = Promise.withResolvers<Cart>();
    older = readCart(() => third.promise);
    newer = readCart(() => fourth.promise);
    third.resolve(cart(5));
    expect(await older).toEqual(cart(5));
    fourth.resolve(cart(6));
    expect(await newer).toEqual(cart(6));
    expect($cart.get()).toEqual(cart(6));
  });
});
