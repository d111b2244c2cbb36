import { describe, expect, it } from 'vitest';
import type { Cart } from '../../platform/shopper/cart-state';
import { layIntents } from './pending-cart';

const line = (itemId: string, quantity: number, grossTotal: number) => ({
  itemId,
  quantity,
  grossTotal,
  product: { productId: Number(itemId.slice(1)), name: `P${itemId}` },
});

const flat: Cart = {
  cartId: 55,
  totalItems: 2,
  totalPrice: 5.37,
  cartItems: [line('i1', 2, 2.58), line('i2', 1, 2.79)],
};

describe('the cart with the pending changes laid over it', () => {
  it('moves a line, its gross total and the items total at once', () => {
    const shown = layIntents(flat, new Map([['i1', 3]]));
    expect(shown.cartItems?.[0]).toMatchObject({ quantity: 3, grossTotal: 3.87 });
    expect(shown.totalPrice).toBe(6.66);
    expect(shown.totalItems).toBe(2);
    // The server's cart is untouched.
    expect(flat.cartItems?.[0]?.quantity).toBe(2);
  });

  it('drops a line going to 0 and counts one line less', () => {
    const shown = layIntents(flat, new Map([['i2', 0]]));
    expect(shown.cartItems?.map((l) => l.itemId)).toEqual(['i1']);
    expect(shown.totalItems).toBe(1);
    expect(shown.totalPrice).toBe(2.58);
  });

  it('lays intents over lines grouped by sector, dropping a sector left empty', () => {
    const grouped: Cart = {
      cartId: 55,
      totalItems: 2,
      totalPrice: 5.37,
      sectors: [
        { name: 'Pasta', size: 1, cartItems: [line('i1', 2, 2.58)] },
        { name: 'Latte', size: 1, cartItems: [line('i2', 1, 2.79)] },
      ],
    };
    const shown = layIntents(
      grouped,
      new Map([
        ['i1', 0],
        ['i2', 2],
      ]),
    );
    expect(shown.sectors?.map((s) => [s.name, s.size])).toEqual([['Latte', 1]]);
    expect(shown.sectors?.[0]?.cartItems?.[0]).toMatchObject({ quantity: 2, grossTotal: 5.58 });
    expect(shown.totalPrice).toBe(5.58);
  });

  it("without intents, or with the quantities the server has, is the server's cart", () => {
    expect(layIntents(flat, new Map())).toBe(flat);
    expect(layIntents(flat, new Map([['i1', 2]]))).toEqual(flat);
  });

  it("drops the server's fee and grand total once the items move, so the summary re-decides them", () => {
    const charged: Cart = { ...flat, deliveryFee: 7.9, grossTotal: 13.27 };
    const shown = layIntents(charged, new Map([['i1', 3]]));
    expect(shown.grossTotal).toBeUndefined();
    expect(shown.deliveryFee).toBeUndefined();
    // Nothing moved: the server's totals stand.
    expect(layIntents(charged, new Map([['i1', 2]]))).toBe(charged);
  });
});
