/** Shopping lists (shopping §7 Wishlists). */
import { expect } from 'vitest';
import { contract, contracts } from './contract';
import { eachLike, integer, number, ok, product, string } from './fixtures';

const LIST = 'a shopper with a shopping list' as const;
const wishlist = () => ({
  listId: integer(40),
  name: string('Spesa settimanale'),
  wishlistItems: eachLike({ itemId: string('w1'), product: product(), quantity: number(1) }),
});
const items = [{ productId: 101, quantity: 1 }];

contracts('wishlist', [
  contract({
    state: LIST,
    when: 'a request for a shopping list',
    method: 'GET',
    path: '/wishlist/view',
    query: { list_id: '40', show_sectors: 'false' },
    answer: ok(wishlist()),
    call: (sdk) => sdk.wishlist.view(40),
    check: (data) => expect(data.wishlistItems?.[0]?.product?.productId).toBe(101),
  }),
  contract({
    state: LIST,
    when: "a request for the shopper's lists",
    method: 'GET',
    path: '/wishlist/list',
    answer: ok(eachLike({ listId: integer(40), name: string('Spesa settimanale') })),
    call: (sdk) => sdk.wishlist.list(),
    check: (data) => expect(data).toEqual([{ listId: 40, name: 'Spesa settimanale' }]),
  }),
  contract({
    state: 'a logged-in shopper',
    when: 'creating a list',
    method: 'POST',
    path: '/wishlist/insert',
    query: { name: 'Grigliata' },
    answer: ok({ listId: integer(41), name: string('Grigliata') }),
    call: (sdk) => sdk.wishlist.create('Grigliata'),
    check: (data) => expect(data.name).toBe('Grigliata'),
  }),
  contract({
    state: LIST,
    when: 'renaming a list',
    method: 'POST',
    path: '/wishlist/update',
    query: { list_id: '40', name: 'Spesa del sabato' },
    answer: ok({ listId: integer(40), name: string('Spesa del sabato') }),
    call: (sdk) => sdk.wishlist.rename(40, 'Spesa del sabato'),
    check: (data) => expect(data.name).toBe('Spesa del sabato'),
  }),
  contract({
    state: LIST,
    when: 'deleting a list',
    method: 'POST',
    path: '/wishlist/delete',
    query: { list_id: '40' },
    answer: ok({ listId: integer(40) }),
    call: (sdk) => sdk.wishlist.remove(40),
    check: (data) => expect(data).toEqual({ listId: 40 }),
  }),
  contract({
    state: LIST,
    when: 'making a list the default one',
    method: 'POST',
    path: '/wishlist/select',
    query: { list_id: '40' },
    answer: ok({ listId: integer(40) }),
    call: (sdk) => sdk.wishlist.makeDefault(40),
    check: (data) => expect(data).toEqual({ listId: 40 }),
  }),
  contract({
    state: LIST,
    when: 'confirming a list for an address',
    method: 'POST',
    path: '/wishlist/confirm',
    query: { list_id: '40', address_id: '300' },
    answer: ok({ listId: integer(40) }),
    call: (sdk) => sdk.wishlist.confirm(40, 300),
    check: (data) => expect(data).toEqual({ listId: 40 }),
  }),
  contract({
    state: LIST,
    when: 'adding a product to a list',
    method: 'POST',
    path: '/wishlist/add_prod',
    json: { wishlistId: 40, items },
    answer: ok(wishlist()),
    call: (sdk) => sdk.wishlist.addItems(40, items),
    check: (data) => expect(data.wishlistItems).toHaveLength(1),
  }),
  contract({
    state: LIST,
    when: 'changing a quantity in a list',
    method: 'POST',
    path: '/wishlist/update_prods',
    json: { wishlistId: 40, items: [{ itemId: 'w1', quantity: 2 }] },
    answer: ok(wishlist()),
    call: (sdk) => sdk.wishlist.updateItems(40, [{ itemId: 'w1', quantity: 2 }]),
    check: (data) => expect(data.name).toBe('Spesa settimanale'),
  }),
  contract({
    state: LIST,
    when: 'removing a product from a list',
    method: 'POST',
    path: '/wishlist/delete_prods',
    json: { wishlistId: 40, items: [{ itemId: 'w1', productId: 101 }] },
    answer: ok({ listId: integer(40), wishlistItems: [] }),
    call: (sdk) => sdk.wishlist.removeItems(40, [{ itemId: 'w1', productId: 101 }]),
    check: (data) => expect(data.wishlistItems).toEqual([]),
  }),
]);
