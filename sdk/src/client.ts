/**
 * createEbsnClient: the one way Sporta talks to /ebsn/api — the core (core.ts) with every area,
 * so no caller writes a path or a query string.
 */
import { accountModuleArea } from './areas/account-module';
import { addressArea } from './areas/address';
import { authArea } from './areas/auth';
import { backofficeArea } from './areas/backoffice';
import { cartArea } from './areas/cart';
import { categoryArea } from './areas/category';
import { checkoutArea } from './areas/checkout';
import { devicesArea } from './areas/devices';
import { geoArea } from './areas/geo';
import { orderArea } from './areas/order';
import { posteArea } from './areas/poste';
import { productArea } from './areas/product';
import { registrationArea } from './areas/registration';
import { storeArea } from './areas/store';
import { timeslotArea } from './areas/timeslot';
import { userMessagesArea } from './areas/user-messages';
import { warehouseArea } from './areas/warehouse';
import { wishlistArea } from './areas/wishlist';
import { createEbsnCore, type EbsnClientOptions } from './core';
import type { EbsnEvents } from './events';

/** The areas of the client, each made on its first use (AREAS below). */
const AREAS = {
  cart: cartArea,
  checkout: checkoutArea,
  auth: authArea,
  timeslot: timeslotArea,
  address: addressArea,
  store: storeArea,
  warehouse: warehouseArea,
  category: categoryArea,
  product: productArea,
  wishlist: wishlistArea,
  order: orderArea,
  registration: registrationArea,
  accountModule: accountModuleArea,
  geo: geoArea,
  poste: posteArea,
  devices: devicesArea,
  backoffice: backofficeArea,
  userMessages: userMessagesArea,
};
type Areas = { readonly [Name in keyof typeof AREAS]: ReturnType<(typeof AREAS)[Name]> };

export function createEbsnClient(options: EbsnClientOptions = {}) {
  const core = createEbsnCore(options);
  const client = {
    /** Toasts and "not logged in" (account §8). */
    events: { on: core.events.on } satisfies Pick<EbsnEvents, 'on'>,
    /** Requests under way, for the loading overlay. */
    pending: core.pending,
    tokens: core.tokens,
    clearCache: core.clearCache,
    /** The typed openapi-fetch client with the request layer, for calls no area covers yet. */
    raw: core.client,
  };
  // A page's client (one per request on the server) uses one or two of the eighteen areas:
  // each is made when first asked for, then kept (making them all was 2% of a render, issue 42).
  for (const name of Object.keys(AREAS) as (keyof Areas)[])
    Object.defineProperty(client, name, {
      enumerable: true,
      configurable: true,
      get() {
        const area = AREAS[name](core);
        Object.defineProperty(client, name, { value: area, enumerable: true });
        return area;
      },
    });
  return client as typeof client & Areas;
}

export type EbsnClient = ReturnType<typeof createEbsnClient>;
