/**
 * Shopping lists (shopping §7 Wishlists). The list pages (src/features/lists) read of a list its
 * id, name, size, default flag and grant (sharingData.grant: READ cannot be edited, shopping §6),
 * and of each line its id, product and quantity, available (wishlistItems) or not
 * (wishlistInactiveItems): only those fields are asserted.
 */
import { expect } from 'vitest';
import { contract, contracts, errorsOf, rejection } from './contract';
import { boolean, eachLike, integer, number, ok, product, refused, string } from './fixtures';

const LIST = 'a shopper with a shopping list' as const;
const SHARED_READ = 'a shopper with a list shared read-only' as const;
/** What the lists page reads of a list. */
const summary = (listId = 40, name = 'Spesa settimanale', grant = 'OWNER') => ({
  listId: integer(listId),
  name: string(name),
  size: integer(1),
  isDefault: boolean(true),
  sharingData: { grant: string(grant) },
});
const wishlist = () => ({
  ...summary(),
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
    answer: ok(eachLike(summary())),
    call: (sdk) => sdk.wishlist.list(),
    check: (data) =>
      expect(data).toEqual([
        {
          listId: 40,
          name: 'Spesa settimanale',
          size: 1,
          isDefault: true,
          sharingData: { grant: 'OWNER' },
        },
      ]),
  }),
  contract({
    state: SHARED_READ,
    when: 'a request for a list shared read-only, with a product out of stock',
    method: 'GET',
    path: '/wishlist/view',
    query: { list_id: '45', show_sectors: 'false' },
    answer: ok({
      listId: integer(45),
      name: string('Dispensa di casa'),
      size: integer(2),
      sharingData: { grant: string('READ') },
      wishlistItems: eachLike({ itemId: string('w45a'), product: product(), quantity: number(1) }),
      wishlistInactiveItems: eachLike({
        itemId: string('w45b'),
        product: product(171, 'Riso Venere integrale'),
        quantity: number(1),
      }),
    }),
    call: (sdk) => sdk.wishlist.view(45),
    check: (data) => {
      expect(data.sharingData?.grant).toBe('READ');
      expect(data.wishlistInactiveItems?.[0]?.product?.productId).toBe(171);
    },
  }),
  contract({
    state: SHARED_READ,
    when: 'changing a quantity in a list shared read-only',
    method: 'POST',
    path: '/wishlist/update_prods',
    json: { wishlistId: 45, items: [{ itemId: 'w45a', quantity: 2 }] },
    answer: refused('Questa lista è condivisa in sola lettura: non puoi modificarla.'),
    call: (sdk) => rejection(sdk.wishlist.updateItems(45, [{ itemId: 'w45a', quantity: 2 }])),
    check: (error) =>
      expect(errorsOf(error)).toEqual({
        status: 1,
        errors: ['Questa lista è condivisa in sola lettura: non puoi modificarla.'],
      }),
  }),
  contract({
    state: 'a logged-in shopper',
    when: 'creating a list',
    method: 'POST',
    path: '/wishlist/insert',
    query: { name: 'Grigliata' },
    answer: ok(summary(41, 'Grigliata')),
    call: (sdk) => sdk.wishlist.create('Grigliata'),
    check: (data) => expect(data.name).toBe('Grigliata'),
  }),
  contract({
    state: LIST,
    when: 'renaming a list',
    method: 'POST',
    path: '/wishlist/update',
    query: { list_id: '40', name: 'Spesa del sabato' },
    answer: ok(summary(40, 'Spesa del sabato')),
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
  // 'Salva nella lista' (src/features/lists saveToList): a product by its first quantity; the
  // answer is the list, read as the lists page reads it (its summary and each line's id,
  // product and quantity, or weight for loose goods).
  contract({
    state: LIST,
    when: 'adding a product to a list',
    method: 'POST',
    path: '/wishlist/add_prod',
    json: { wishlistId: 40, items },
    answer: ok(wishlist()),
    call: (sdk) => sdk.wishlist.addItems(40, items),
    check: (data) => {
      expect(data).toMatchObject({
        listId: 40,
        name: 'Spesa settimanale',
        size: 1,
        isDefault: true,
        sharingData: { grant: 'OWNER' },
      });
      expect(data.wishlistItems?.[0]).toMatchObject({
        itemId: 'w1',
        product: { productId: 101 },
        quantity: 1,
      });
    },
  }),
  // Loose goods are sent by weight (shopping §7 "quantity or weight"); the list's other lines
  // are by quantity, so only what every line has is asserted of the answer's lines.
  contract({
    state: LIST,
    when: 'adding a loose product to a list by weight',
    method: 'POST',
    path: '/wishlist/add_prod',
    json: { wishlistId: 40, items: [{ productId: 323, weight: 0.5 }] },
    answer: ok({
      ...summary(),
      wishlistItems: eachLike({ itemId: string('w1'), product: product() }),
    }),
    call: (sdk) => sdk.wishlist.addItems(40, [{ productId: 323, weight: 0.5 }]),
    check: (data) => expect(data).toMatchObject({ listId: 40, name: 'Spesa settimanale' }),
  }),
  contract({
    state: LIST,
    when: 'changing a quantity in a list',
    method: 'POST',
    path: '/wishlist/update_prods',
    json: { wishlistId: 40, items: [{ itemId: 'w1', quantity: 2 }] },
    answer: ok(wishlist()),
    call: (sdk) => sdk.wishlist.updateItems(40, [{ itemId: 'w1', quantity: 2 }]),
    check: (data) => expect(data.wishlistItems?.[0]?.quantity).toBe(1),
  }),
  contract({
    state: LIST,
    when: 'removing a product from a list',
    method: 'POST',
    path: '/wishlist/delete_prods',
    json: { wishlistId: 40, items: [{ itemId: 'w1', productId: 101, quantity: 1 }] },
    answer: ok({ listId: integer(40), wishlistItems: [] }),
    call: (sdk) => sdk.wishlist.removeItems(40, [{ itemId: 'w1', productId: 101, quantity: 1 }]),
    check: (data) => expect(data.wishlistItems).toEqual([]),
  }),
]);
