/**
 * Two tabs of the same shopper converge (issue 16) through the cart mark cookie: a tab reads its
 * cart again when the mark is not its cart's, and only then.
 */
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartMark } from '../../platform/shopper/cart-mark';
import { $cart, $cartCount, type Cart, cartChanged } from '../../platform/shopper/cart-state';
import { $session } from '../../platform/shopper/shopper';
import { followCart } from './cart-across-tabs';

const cart = (totalItems: number, timeslotId?: number): Cart => ({
  cartId: 55,
  totalItems,
  ...(timeslotId ? { timeslot: { timeslotId, date: '2026-12-01' } } : {}),
});

/** One tab: its cookie, its requests under way, and the cart the server holds. */
function tab(server: { cart: Cart }) {
  let cookie: string | undefined;
  let changed = () => {};
  const underWay = atom(0);
  const reads: Cart[] = [];
  let answer = Promise.withResolvers<void>();
  const read = Promise.withResolvers<void>();
  followCart({
    readMark: () => cookie,
    watch: (listener) => {
      changed = listener;
    },
    read: async () => {
      const cart = server.cart;
      reads.push(cart);
      read.resolve();
      await answer.promise;
      return cart;
    },
    underWay,
  });
  return {
    underWay,
    reads,
    /** The tab's reading has been asked for. */
    read: read.promise,
    /** The server answers the reading. */
    async answer() {
      answer.resolve();
      answer = Promise.withResolvers<void>();
      await settled();
    },
    /** The proxy answered someone (this tab or another) with the server's cart. */
    markChanged() {
      cookie = cartMark(server.cart);
      changed();
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cart across tabs', () => {
  beforeEach(() => {
    $cart.set(null);
    $session.set({ loggedIn: true, cartCount: 0 });
  });

  it('reads the cart again when another tab (or a raw call) changed it: a slot, a count', async () => {
    const server = { cart: cart(2) };
    $cart.set(cart(2));
    const thisTab = tab(server);
    server.cart = cart(2, 7);
    thisTab.markChanged();
    await thisTab.read;
    await thisTab.answer();
    expect($cart.get()).toEqual(cart(2, 7));
    expect($cartCount.get()).toBe(2);
  });

  it('does not read again what it already holds: its own change, kept once its request settles', async () => {
    const server = { cart: cart(1) };
    $cart.set(cart(1));
    const thisTab = tab(server);
    // This tab's add is under way: the proxy's cookie arrives before the answer is kept.
    thisTab.underWay.set(1);
    server.cart = cart(3);
    thisTab.markChanged();
    await settled();
    cartChanged(cart(3));
    thisTab.underWay.set(0);
    await settled();
    expect(thisTab.reads).toEqual([]);
  });

  it('reads once while a reading is under way, however many marks arrive', async () => {
    const server = { cart: cart(4) };
    const thisTab = tab(server);
    thisTab.markChanged();
    thisTab.markChanged();
    await thisTab.read;
    await settled();
    expect(thisTab.reads).toHaveLength(1);
    await thisTab.answer();
    expect($cart.get()).toEqual(cart(4));
  });

  it('drops a reading that crossed a change of its own: that change’s answer is newer', async () => {
    const server = { cart: cart(2, 7) };
    $cart.set(cart(2));
    const thisTab = tab(server);
    thisTab.markChanged();
    await thisTab.read;
    // The shopper steps a line while the reading is under way; its answer is kept by the stepper.
    thisTab.underWay.set(1);
    cartChanged(cart(5, 7));
    thisTab.underWay.set(0);
    await thisTab.answer();
    expect($cart.get()).toEqual(cart(5, 7));
  });
});
