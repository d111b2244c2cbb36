/**
 * Timeslots, addresses, stores and warehouses (spec: shopping §4 "Address, timeslot and store
 * flow", "Timeslot selection", §7; account §2 "Address selector", §7 "Stores, addresses,
 * timeslots"). Choosing a slot, an address or a store changes the cart.
 */
import type { Routes } from '../http/call.ts';
import { addressBookRoutes } from './address-book.ts';
import { addressRoutes } from './addresses.ts';
import { storeRoutes } from './stores.ts';
import { timeslotRoutes } from './timeslots.ts';

/** Split by route group: slots, choosing an address, the address book, stores and warehouses. */
export const deliveryRoutes: Routes = {
  ...timeslotRoutes,
  ...addressRoutes,
  ...addressBookRoutes,
  ...storeRoutes,
};
