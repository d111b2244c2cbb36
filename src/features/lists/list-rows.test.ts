import { describe, expect, it } from 'vitest';
import { listIdParam } from './list-detail';
import {
  listContentsOf,
  listSummariesOf,
  listSummaryOf,
  notAddedOf,
  otherListNames,
  type Wishlist,
} from './list-rows';

const product = (productId: number, name: string) => ({ productId, name });

describe('listSummaryOf (spec: shopping §3 Wishlist, §6)', () => {
  it('given an own list, then its id, name, size and default flag, not shared, editable', () => {
    expect(
      listSummaryOf({
        id: 40,
        listId: 40,
        name: 'Spesa settimanale',
        size: 6,
        isDefault: true,
        sharingData: { grant: 'OWNER' },
      }),
    ).toEqual({
      listId: 40,
      name: 'Spesa settimanale',
      size: 6,
      isDefault: true,
      shared: false,
      editable: true,
    });
  });

  it('given a list shared with grant READ, then shared and not editable; any other grant edits', () => {
    expect(listSummaryOf({ listId: 45, name: 'D', sharingData: { grant: 'READ' } })).toMatchObject({
      shared: true,
      editable: false,
    });
    expect(listSummaryOf({ listId: 46, name: 'F', sharingData: { grant: 'WRITE' } })).toMatchObject(
      { shared: true, editable: true },
    );
  });

  it('given only `id` and no size, then the id and the lines counted, without grant an own list', () => {
    const list: Wishlist = {
      id: 7,
      name: 'X',
      wishlistItems: [{ itemId: 1, product: product(1, 'a') }],
      wishlistInactiveItems: [{ itemId: 2, product: product(2, 'b') }],
    };
    expect(listSummaryOf(list)).toMatchObject({
      listId: 7,
      size: 2,
      shared: false,
      editable: true,
    });
  });

  it('given no id at all, then no list', () => {
    expect(listSummaryOf({ name: 'senza id' })).toBeUndefined();
  });
});

describe('listSummariesOf (spec: shopping §7 "data.personalList or data")', () => {
  it('reads both shapes of wishlist/list', () => {
    const lists = [{ listId: 1, name: 'a' }];
    expect(listSummariesOf(lists)).toHaveLength(1);
    expect(listSummariesOf({ personalList: lists })).toHaveLength(1);
    expect(listSummariesOf({})).toEqual([]);
  });
});

describe('otherListNames', () => {
  it('gives the own lists but the one renamed, never another shopper’s', () => {
    const lists = listSummariesOf([
      { listId: 1, name: 'Uno' },
      { listId: 2, name: 'Due' },
      { listId: 3, name: 'Condivisa', sharingData: { grant: 'READ' } },
    ]);
    expect(otherListNames(lists)).toEqual(['Uno', 'Due']);
    expect(otherListNames(lists, 1)).toEqual(['Due']);
  });
});

describe('listContentsOf', () => {
  it('keeps each product’s line and amount, the weight of loose goods first', () => {
    expect(
      listContentsOf({
        listId: 1,
        wishlistItems: [
          { itemId: 'w1', product: product(101, 'Spaghetti'), quantity: 2 },
          { itemId: 'w2', product: product(340, 'Carote'), quantity: 1, weight: 1.25 },
        ],
        wishlistInactiveItems: [{ itemId: 3, product: product(171, 'Riso'), quantity: 1 }],
      }),
    ).toEqual({
      101: { itemId: 'w1', quantity: 2 },
      340: { itemId: 'w2', quantity: 1.25 },
      171: { itemId: '3', quantity: 1 },
    });
  });
});

describe('notAddedOf (cart/add-all-from-wishlist)', () => {
  const products = [product(1, 'Pasta'), product(2, 'Riso Venere'), product(3, 'Latte')];

  it('given the cart after the add, then the products whose quantity did not grow, with the reason named', () => {
    const before = new Map([[3, 2]]);
    const after = new Map([
      [1, 1],
      [3, 2],
    ]);
    expect(
      notAddedOf(products, before, after, ['Riso Venere: Il prodotto non è disponibile.']),
    ).toEqual([
      { productId: 2, name: 'Riso Venere', reason: 'Il prodotto non è disponibile.' },
      { productId: 3, name: 'Latte' },
    ]);
  });

  it('given every quantity grown, then nothing is missing', () => {
    const after = new Map([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(notAddedOf(products, new Map(), after)).toEqual([]);
  });
});

describe('listIdParam', () => {
  it('takes digits without a leading zero only', () => {
    expect(listIdParam('40')).toBe(40);
    for (const bad of [undefined, '', '0', '040', 'abc', '4.5', '-1', '1'.repeat(16)])
      expect(listIdParam(bad)).toBeUndefined();
  });
});
