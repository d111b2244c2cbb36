/** Stores and store proximity (spec: shopping §7, account §7 Stores). */
import type { EbsnContext } from '../context';
import { caller } from '../context';

/** Delivery service ids are sent comma-joined (account §7 "services comma-joined"). */
const joined = (services: readonly number[]) => services.join(',');

export function storeArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  return {
    /** The caller reloads the cart afterwards (account §4). */
    select: (storeId: number) =>
      send(POST('/store/select', { params: { query: { store_id: storeId } } })),
    list: () => send(GET('/store/list')),
    view: (storeId: number) =>
      send(GET('/store/view', { params: { query: { store_id: storeId } } })),
    nearby: (services: readonly number[], orderBy?: string) =>
      send(
        GET('/store-proximity/list', {
          params: {
            query: { services: joined(services), ...(orderBy ? { orderby: orderBy } : {}) },
          },
        }),
      ),
    near: (latitude: number, longitude: number, services: readonly number[], orderBy?: string) =>
      send(
        GET('/store-proximity/localize', {
          params: {
            query: {
              latitude,
              longitude,
              services: joined(services),
              ...(orderBy ? { orderby: orderBy } : {}),
            },
          },
        }),
      ),
    /** Chooses a nearby store; the caller reloads the cart afterwards (account §7). */
    selectNearby: (storeId: number) =>
      send(GET('/store-proximity/select', { params: { query: { store_id: storeId } } })),
  };
}
