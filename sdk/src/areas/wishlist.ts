/** Shopping lists (spec: shopping §7 Wishlists). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components } from '../generated/ebsn';
import { wishlistSchema, wishlistsSchema } from '../schemas';

type WishlistItems = components['schemas']['WishlistItemsInput']['items'];
/** How an answer is told: the list pages show a refusal where the shopper acted, not as a toast. */
type Told = Omit<UnwrapOptions, 'schema'>;

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
    create: (name: string, told?: Told) =>
      valid(POST('/wishlist/insert', { params: { query: { name } } }), wishlistSchema, told),
    rename: (listId: number, name: string, told?: Told) =>
      valid(
        POST('/wishlist/update', { params: { query: { list_id: listId, name } } }),
        wishlistSchema,
        told,
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
    addItems: (wishlistId: number, items: WishlistItems, told?: Told) =>
      valid(POST('/wishlist/add_prod', { body: { wishlistId, items } }), wishlistSchema, told),
    updateItems: (wishlistId: number, items: WishlistItems, told?: Told) =>
      valid(POST('/wishlist/update_prods', { body: { wishlistId, items } }), wishlistSchema, told),
    removeItems: (
      wishlistId: number,
      items: WishlistItems,
      options: { hash?: string; calculateStock?: boolean } = {},
      told?: Told,
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
        told,
      ),
  };
}
