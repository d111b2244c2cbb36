import { describe, expect, it } from 'vitest';
import { CART_COUNT_COOKIE, type CookieJar, cartCountIn } from '../cookies';
import { cartMark, cartOf, keepCartMark, type MarkedCart, mayCarryCart } from './cart-mark';

type Line = NonNullable<MarkedCart['cartItems']>[number];
const line = (itemId: string, quantity: number, weight?: number): Line => ({
  itemId,
  quantity,
  ...(weight === undefined ? {} : { weight }),
  product: { productId: 1, name: 'Mele' },
});

const cart: MarkedCart = {
  cartId: 9,
  totalItems: 2,
  grossTotal: 7.4,
  shippingAddress: { addressId: 3, deliveryServiceId: 1 },
  cartItems: [line('a', 1), line('b', 0, 0.5)],
};

describe('the cart mark', () => {
  it('leads with the count and is the same for the same cart however it was read', () => {
    const mark = cartMark(cart);
    expect(mark).toMatch(/^2\.[0-9a-z]+$/);
    expect(cartCountIn(`${CART_COUNT_COOKIE}=${mark}`)).toBe(2);
    // Read by sectors (the drawer's call), with a product's other details: the same mark.
    const { cartItems: _, ...rest } = cart;
    const readAgain = {
      ...rest,
      minimumPurchase: 20,
      sectors: [{ name: 'Frutta', size: 2, cartItems: cart.cartItems ?? [] }],
    };
    expect(cartMark(readAgain as MarkedCart)).toBe(mark);
  });

  it('changes with what another tab shows: a slot, an address, a line, a weight, the total', () => {
    const changes: MarkedCart[] = [
      { ...cart, timeslot: { date: '2026-12-01', timeslotId: 4 } },
      // The same slot, now chosen rather than assigned (delivery §4).
      { ...cart, timeslot: { date: '2026-12-01', timeslotId: 4, autoAssigned: true } },
      { ...cart, shippingAddress: { addressId: 5, deliveryServiceId: 1 } },
      { ...cart, cartItems: [line('a', 2)] },
      { ...cart, cartItems: [line('a', 1), line('b', 0, 0.75)] },
      { ...cart, grossTotal: 8 },
    ];
    const marks = new Set([cart, ...changes].map(cartMark));
    expect(marks.size).toBe(changes.length + 1);
  });

  it('reads no count from a forged or missing mark', () => {
    const count = (value: string) => cartCountIn(`a=1; ${CART_COUNT_COOKIE}=${value}`);
    expect(cartCountIn('a=1')).toBe(0);
    expect(count('abc')).toBe(0);
    expect(count('-3.x')).toBe(0);
    expect(cartMark({ ...cart, totalItems: -1 })).toMatch(/^0\./);
  });

  it('is read from the calls that change a cart: lines, codes, checkout, sign-in, slot, address', () => {
    for (const path of [
      'cart/update',
      'cart-giftcertificate/add_code',
      'checkout/buy',
      'auth/login',
      'timeslot/select',
      'user-address/select',
      'order/modify',
    ])
      expect(mayCarryCart(path), path).toBe(true);
    for (const path of [
      'products',
      'timeslot/list',
      'order/list',
      'cartx/view',
      'user-address/selected',
    ])
      expect(mayCarryCart(path), path).toBe(false);
  });

  it('finds the cart in an answer whose data is a cart or holds one, and nothing else', () => {
    expect(cartOf({ data: cart })).toBe(cart);
    expect(cartOf({ data: { cart } })).toBe(cart);
    expect(cartOf({ data: { products: [] } })).toBeUndefined();
    expect(cartOf('text')).toBeUndefined();
  });

  it('writes the cookie only when the mark changes', () => {
    const sets: string[] = [];
    const values = new Map<string, string>();
    const jar = {
      get: (name: string) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
      set: (name: string, value: string) => {
        sets.push(value);
        values.set(name, value);
      },
      delete: (name: string) => values.delete(name),
    } as unknown as CookieJar;
    keepCartMark(jar, cart, false);
    keepCartMark(jar, { ...cart }, false);
    expect(sets).toEqual([cartMark(cart)]);
    expect(values.get(CART_COUNT_COOKIE)).toBe(cartMark(cart));
  });
});
