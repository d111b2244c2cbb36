/** Shopping lists (spec: shopping §7 Wishlists). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { components } from '../generated/ebsn';
import { wishlistSchema, wishlistsSchema } from '../schemas';

type WishlistItems = components['schemas']['WishlistItemsInput']['items'];

export function wishlistArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  return {
    view: (listId: number, options: { calculateStock?: boolean; wishlistTypeId?: number } = {}) =>
      valid(
        GET('/wishlist/view', {
          params: {
            query: {
              list_id: listId,
              show_sectors: ctx.showSectors,
              ...(options.calculateStock === undefined
                ? {}
                : { calculate_stock: options.calculateStock }),
              ...(options.wishlistTypeId === undefined
                ? {}
                : { wishlist_type_id: options.wishlistTypeId }),
            },
          },
        }),
        wishlistSchema,
      ),
    /** data.personalList or data (shopping §7). */
    list: (page?: number, pageSize?: number) =>
      valid(
        GET('/wishlist/list', {
          params: {
            query: defined({
              page,
              pageSize,
            }),
          },
        }),
        wishlistsSchema,
      ),
    create: (name: string) =>
      valid(POST('/wishlist/insert', { params: { query: { name } } }), wishlistSchema),
    rename: (listId: number, name: string) =>
      valid(
        POST('/wishlist/update', { params: { query: { list_id: listId, name } } }),
        wishlistSchema,
      ),
    remove: (listId: number) =>
      send(POST('/wishlist/delete', { params: { query: { list_id: listId } } })),
    /** Makes the list the default one. */
    makeDefault: (listId: number) =>
      send(POST('/wishlist/select', { params: { query: { list_id: listId } } })),
    confirm: (listId: number, addressId: number) =>
      send(
        POST('/wishlist/confirm', {
          params: { query: { list_id: listId, address_id: addressId } },
        }),
      ),
    addItems: (wishlistId: number, items: WishlistItems) =>
      valid(POST('/wishlist/add_prod', { body: { wishlistId, items } }), wishlistSchema),
    updateItems: (wishlistId: number, items: WishlistItems) =>
      valid(POST('/wishlist/update_prods', { body: { wishlistId, items } }), wishlistSchema),
    removeItems: (
      wishlistId: number,
      items: WishlistItems,
      options: { hash?: string; calculateStock?: boolean } = {},
    ) =>
      valid(
        POST('/wishlist/delete_prods', {
          params: {
            query:
              options.calculateStock === undefined
                ? {}
                : { calculate_stock: options.calculateStock },
          },
          body: defined({
            wishlistId,
            items,
            hash: options.hash,
          }),
        }),
        wishlistSchema,
      ),
  };
}
