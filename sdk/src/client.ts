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

export function createEbsnClient(options: EbsnClientOptions = {}) {
  const core = createEbsnCore(options);
  return {
    cart: cartArea(core),
    checkout: checkoutArea(core),
    auth: authArea(core),
    timeslot: timeslotArea(core),
    address: addressArea(core),
    store: storeArea(core),
    warehouse: warehouseArea(core),
    category: categoryArea(core),
    product: productArea(core),
    wishlist: wishlistArea(core),
    order: orderArea(core),
    registration: registrationArea(core),
    accountModule: accountModuleArea(core),
    geo: geoArea(core),
    poste: posteArea(core),
    devices: devicesArea(core),
    backoffice: backofficeArea(core),
    userMessages: userMessagesArea(core),
    /** Toasts and "not logged in" (account §8). */
    events: { on: core.events.on } satisfies Pick<EbsnEvents, 'on'>,
    /** Requests under way, for the loading overlay. */
    pending: core.pending,
    tokens: core.tokens,
    clearCache: core.clearCache,
    /** The typed openapi-fetch client with the request layer, for calls no area covers yet. */
    raw: core.client,
  };
}

export type EbsnClient = ReturnType<typeof createEbsnClient>;
