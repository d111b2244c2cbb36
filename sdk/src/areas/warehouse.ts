/** Warehouses and the store locator (spec: shopping §7; observed warehouse-locator/search). */
import type { EbsnContext } from '../context';
import { caller } from '../context';
import { DEFAULT_DISTANCE_M } from './address';

export function warehouseArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { send } = caller(ctx);
  return {
    findByCoordinates: (latitude: number, longitude: number, distance = DEFAULT_DISTANCE_M) =>
      send(
        GET('/warehouse/find-by-coordinates', {
          params: { query: { latitude, longitude, distance } },
        }),
      ),
    /** Every store of the chain (data.warehouses); cached by the request layer. */
    locator: () => send(GET('/warehouse-locator/search')),
  };
}
