import { describe, expect, it } from 'vitest';
import { cartSchema } from './cart-answer';

const cart = {
  cartId: 9,
  cartStatusId: 1,
  totalItems: 2,
  grossTotal: 12.5,
  user: { userId: 5 },
  cartInfos: { accept_alternatives: 'true' },
  cartItems: [
    {
      itemId: '755877',
      quantity: 2,
      product: { productId: 755877, name: 'Pasta', priceDisplay: null, productInfos: { a: '1' } },
      extra: 'not looked at',
    },
  ],
  sectors: [{ cartItems: [{ itemId: 1, quantity: 1, product: { productId: 1, name: 'Latte' } }] }],
};

describe('the cart answer check (hand-written, same contract as a zod schema)', () => {
  it('passes a cart with what the storefront reads, ignoring other fields', () => {
    expect(cartSchema.safeParse(cart)).toEqual({ success: true });
    expect(cartSchema.safeParse({ cartId: 0 })).toEqual({ success: true });
  });

  it.each([
    ['not an object', [], []],
    ['no cart id', { ...cart, cartId: undefined }, ['cartId']],
    ['a total as text', { ...cart, grossTotal: '12,50' }, ['grossTotal']],
    ['a user without id', { ...cart, user: {} }, ['user', 'userId']],
    [
      'a line whose product has no name',
      { ...cart, cartItems: [{ itemId: 1, quantity: 1, product: { productId: 1 } }] },
      ['cartItems', 0, 'product', 'name'],
    ],
    [
      'a line id that is neither number nor text',
      { ...cart, cartItems: [{ ...cart.cartItems[0], itemId: null }] },
      ['cartItems', 0, 'itemId'],
    ],
    ['a cartInfos value that is not text', { ...cart, cartInfos: { a: 1 } }, ['cartInfos', 'a']],
    [
      'a sector line with a quantity as text',
      { ...cart, sectors: [{ cartItems: [{ itemId: 1, quantity: '1', product: {} }] }] },
      ['sectors', 0, 'cartItems', 0, 'quantity'],
    ],
  ])('fails %s, saying where', (_, data, path) => {
    const checked = cartSchema.safeParse(data);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(path);
  });
});
