/**
 * The chain's stores and warehouses: listed, found near a point, a store's pickup points and
 * lockers, and a store chosen for pickup (spec: shopping §4 "Address, timeslot and store flow";
 * account §7 "Stores, addresses, timeslots").
 */
import type { Database } from '../database.ts';
import { type AddressRow, pickupPointOf, renderAddress } from '../domain/addresses.ts';
import { openCart } from '../domain/cart.ts';
import { coveringWarehouse, warehouses } from '../domain/coverage.ts';
import { distanceM } from '../domain/geo-data.ts';
import { CART_STATUS_MODIFYING, DEFAULT_DISTANCE_M, deliveryService } from '../domain/shop.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { selectAddress } from './addresses.ts';

interface StoreRow {
  store_id: number;
  warehouse_id: number;
  name: string;
  services: string;
}

function storeServices(db: Database, store: StoreRow): number[] {
  const own = JSON.parse(store.services) as number[];
  const lockers = db.all<{ s: number }>(
    'SELECT DISTINCT delivery_service_id AS s FROM addresses WHERE address_type_id = 5 AND warehouse_id = ? AND deleted = 0',
    store.warehouse_id,
  );
  return [...new Set([...own, ...lockers.map((l) => l.s)])];
}

function renderStore(db: Database, store: StoreRow, extra: Record<string, unknown> = {}) {
  const warehouse = warehouses(db).find((w) => w.warehouse_id === store.warehouse_id);
  const pickup = pickupPointOf(db, store.store_id);
  return {
    storeId: store.store_id,
    name: store.name,
    warehouseId: store.warehouse_id,
    ...(warehouse
      ? {
          address: {
            address1: warehouse.address1,
            addressNumber: warehouse.address_number,
            city: warehouse.city,
            province: warehouse.province,
            postalCode: warehouse.postal_code,
            latitude: warehouse.latitude,
            longitude: warehouse.longitude,
          },
          phone: warehouse.phone,
        }
      : {}),
    ...(pickup ? { pickupAddressId: pickup.address_id } : {}),
    deliveryServices: storeServices(db, store).flatMap((id) => {
      const service = deliveryService(id);
      return service
        ? [{ deliveryServiceId: id, name: service.name, descr: service.descr, showTab: true }]
        : [];
    }),
    ...extra,
  };
}

function stores(db: Database): StoreRow[] {
  return db.all<StoreRow>('SELECT * FROM stores ORDER BY name');
}

function storeById(db: Database, storeId: number): StoreRow {
  const store = db.one<StoreRow>('SELECT * FROM stores WHERE store_id = ?', storeId);
  if (!store) throw new Refusal(BACKEND_TEXTS.storeNotFound);
  return store;
}

/** Services the shopper asked for: "1,2" or repeated values. */
function servicesParam(call: Call): number[] {
  return call.query
    .all('services')
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter(Number.isInteger);
}

function renderWarehouse(w: ReturnType<typeof warehouses>[number]) {
  const weekdays = [2, 3, 4, 5, 6, 7];
  return {
    warehouseId: w.warehouse_id,
    name: w.name,
    slug: w.slug,
    address: {
      addressName: w.name,
      address1: w.address1,
      addressNumber: w.address_number,
      city: w.city,
      province: w.province,
      postalcode: w.postal_code,
      latitude: w.latitude,
      longitude: w.longitude,
    },
    metaData: { warehouse_locator: { PHONE: w.phone ?? '' } },
    serviceHours: {
      default: [
        ...weekdays.map((day) => ({ beginWeekDay: day, beginHour: '08:00', endHour: '21:00' })),
        { beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' },
      ],
    },
  };
}

function chooseStore(call: Call) {
  const { db } = call.shop;
  const userId = userOf(call);
  const store = storeById(db, call.query.int('store_id'));
  const pickup = pickupPointOf(db, store.store_id);
  if (!pickup) throw new Refusal(BACKEND_TEXTS.storeNotFound);
  db.run(
    'UPDATE users SET default_store_address_id = ? WHERE user_id = ?',
    pickup.address_id,
    userId,
  );
  const cart = openCart(db, userId);
  if (cart.status_id !== CART_STATUS_MODIFYING) selectAddress(call, pickup, 1);
  return { data: renderStore(db, store, { selected: true, addressId: pickup.address_id }) };
}

export const storeRoutes: Routes = {
  'GET /user-address/list-store': (call) => {
    const { db } = call.shop;
    const store = storeById(db, call.query.int('store_id'));
    const rows = db.all<AddressRow>(
      'SELECT * FROM addresses WHERE deleted = 0 AND user_id IS NULL AND (store_id = ? OR (address_type_id = 5 AND warehouse_id = ?)) ORDER BY address_type_id, address_name',
      store.store_id,
      store.warehouse_id,
    );
    return { data: rows.map((row) => renderAddress(row)) };
  },

  'POST /store/select': (call) => chooseStore(call),
  'GET /store-proximity/select': (call) => chooseStore(call),

  'GET /store/list': (call) => ({
    data: { stores: stores(call.shop.db).map((s) => renderStore(call.shop.db, s)) },
  }),
  'GET /store/view': (call) => ({
    data: renderStore(call.shop.db, storeById(call.shop.db, call.query.int('store_id'))),
  }),

  'GET /store-proximity/list': (call) => {
    const { db } = call.shop;
    const wanted = servicesParam(call);
    const list = stores(db).filter(
      (s) => wanted.length === 0 || storeServices(db, s).some((id) => wanted.includes(id)),
    );
    return { data: { stores: list.map((s) => renderStore(db, s)) } };
  },

  'GET /store-proximity/localize': (call) => {
    const { db } = call.shop;
    const latitude = call.query.num('latitude');
    const longitude = call.query.num('longitude');
    const wanted = servicesParam(call);
    const all = warehouses(db);
    const list = stores(db)
      .filter((s) => wanted.length === 0 || storeServices(db, s).some((id) => wanted.includes(id)))
      .map((s) => {
        const w = all.find((x) => x.warehouse_id === s.warehouse_id);
        return {
          store: s,
          distance: w
            ? Math.round(distanceM(latitude, longitude, w.latitude, w.longitude))
            : Number.MAX_SAFE_INTEGER,
        };
      })
      .sort((a, b) =>
        call.query.optStr('orderby') === 'name'
          ? a.store.name.localeCompare(b.store.name)
          : a.distance - b.distance,
      );
    return {
      data: { stores: list.map(({ store, distance }) => renderStore(db, store, { distance })) },
    };
  },

  'GET /warehouse/find-by-coordinates': (call) => {
    const { db } = call.shop;
    const latitude = call.query.num('latitude');
    const longitude = call.query.num('longitude');
    const distance = call.query.optNum('distance') ?? DEFAULT_DISTANCE_M;
    const covering = coveringWarehouse(db, latitude, longitude);
    const nearest = warehouses(db)
      .map((w) => ({ w, d: Math.round(distanceM(latitude, longitude, w.latitude, w.longitude)) }))
      .filter((x) => x.d <= distance)
      .sort((a, b) => a.d - b.d)[0];
    const found = covering ? { w: covering, d: covering.distance } : nearest;
    if (!found) throw new Refusal(SPEC_TEXTS['validation.addressNotCovered']);
    return {
      data: {
        warehouse: renderWarehouse(found.w),
        warehouses: [renderWarehouse(found.w)],
        distance: found.d,
        homeDelivery: covering !== undefined,
      },
    };
  },

  'GET /warehouse-locator/search': (call) => ({
    data: { warehouses: warehouses(call.shop.db).map(renderWarehouse) },
  }),
};
