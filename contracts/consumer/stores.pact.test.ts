/** Stores, store proximity and warehouses (shopping §7, account §7 Stores). */
import { expect } from 'vitest';
import { contract, contracts } from './contract';
import { eachLike, integer, number, ok, string } from './fixtures';

const SHOP = 'a shop with stores and delivery slots' as const;
const store = () => ({ storeId: integer(5), name: string('Milano Centro') });
const near = { latitude: '45.46', longitude: '9.19' };

contracts('stores', [
  contract({
    state: 'a logged-in shopper',
    when: 'choosing a store',
    method: 'POST',
    path: '/store/select',
    query: { store_id: '5' },
    answer: ok({ storeId: integer(5) }),
    call: (sdk) => sdk.store.select(5),
    check: (data) => expect(data).toEqual({ storeId: 5 }),
  }),
  contract({
    state: SHOP,
    when: 'a request for the stores',
    method: 'GET',
    path: '/store/list',
    answer: ok({ stores: eachLike(store()) }),
    call: (sdk) => sdk.store.list(),
    check: (data) => expect(data).toEqual({ stores: [{ storeId: 5, name: 'Milano Centro' }] }),
  }),
  contract({
    state: SHOP,
    when: 'a request for one store',
    method: 'GET',
    path: '/store/view',
    query: { store_id: '5' },
    answer: ok(store()),
    call: (sdk) => sdk.store.view(5),
    check: (data) => expect(data).toEqual({ storeId: 5, name: 'Milano Centro' }),
  }),
  contract({
    state: SHOP,
    when: 'a request for the stores offering home delivery',
    method: 'GET',
    path: '/store-proximity/list',
    query: { services: '1,2' },
    answer: ok({ stores: eachLike(store()) }),
    call: (sdk) => sdk.store.nearby([1, 2]),
    check: (data) => expect(data).toEqual({ stores: [{ storeId: 5, name: 'Milano Centro' }] }),
  }),
  contract({
    state: SHOP,
    when: 'a request for the stores near a point',
    method: 'GET',
    path: '/store-proximity/localize',
    query: { ...near, services: '2', orderby: 'distance' },
    answer: ok({ stores: eachLike({ ...store(), distance: number(1.2) }) }),
    call: (sdk) => sdk.store.near(45.46, 9.19, [2], 'distance'),
    check: (data) =>
      expect(data).toEqual({ stores: [{ storeId: 5, name: 'Milano Centro', distance: 1.2 }] }),
  }),
  contract({
    state: SHOP,
    when: 'choosing a nearby store',
    method: 'GET',
    path: '/store-proximity/select',
    query: { store_id: '5' },
    answer: ok({ storeId: integer(5) }),
    call: (sdk) => sdk.store.selectNearby(5),
    check: (data) => expect(data).toEqual({ storeId: 5 }),
  }),
  contract({
    state: SHOP,
    when: 'a request for the warehouses near a point',
    method: 'GET',
    path: '/warehouse/find-by-coordinates',
    query: { ...near, distance: '10000' },
    answer: ok({ warehouses: eachLike({ warehouseId: integer(8) }) }),
    call: (sdk) => sdk.warehouse.findByCoordinates(45.46, 9.19),
    check: (data) => expect(data).toEqual({ warehouses: [{ warehouseId: 8 }] }),
  }),
  contract({
    state: SHOP,
    when: 'a request for every store of the chain',
    method: 'GET',
    path: '/warehouse-locator/search',
    answer: ok({
      warehouses: eachLike({ warehouseId: integer(8), name: string('Milano Centro') }),
    }),
    call: (sdk) => sdk.warehouse.locator(),
    check: (data) =>
      expect(data).toEqual({ warehouses: [{ warehouseId: 8, name: 'Milano Centro' }] }),
  }),
]);
