/**
 * Timeslots, addresses, stores and warehouses (spec: shopping §4 "Address, timeslot and store
 * flow", "Timeslot selection", §7; account §2 "Address selector", §7 "Stores, addresses,
 * timeslots"). Choosing a slot, an address or a store changes the cart.
 */
import { anyPhone, postalCode, splitByAvailability } from '@sporta/rules';
import type { Database } from '../database.ts';
import { type AddressRow, addressById, renderAddress, usableBy } from '../domain/addresses.ts';
import { cartAnswer, computeCart, openCart } from '../domain/cart.ts';
import { coveringWarehouse, locate, warehouses } from '../domain/coverage.ts';
import { distanceM } from '../domain/geo-data.ts';
import {
  ADDRESS_TYPES,
  CART_STATUS_MODIFYING,
  DEFAULT_DISTANCE_M,
  DELIVERY_SERVICES,
  deliveryService,
  FACILITATED_LEGAL_ID,
  timeslotTemplate,
} from '../domain/shop.ts';
import { isIsoDate } from '../domain/time.ts';
import { isBookable, isClosed, listDays } from '../domain/timeslots.ts';
import { legalsOf, userById } from '../domain/users.ts';
import { checkField } from '../domain/validation.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

interface StoreRow {
  store_id: number;
  warehouse_id: number;
  name: string;
  services: string;
}

function addressTypeId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return (
    ADDRESS_TYPES[value.toLowerCase()] ??
    (Number.isInteger(Number(value)) ? Number(value) : undefined)
  );
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
  const pickup = db.one<AddressRow>(
    'SELECT * FROM addresses WHERE store_id = ? AND address_type_id = 3 AND deleted = 0',
    store.store_id,
  );
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

/** Puts an address (and its service and warehouse) on the shopper's cart. */
function selectAddress(call: Call, address: AddressRow, serviceId: number) {
  const { db } = call.shop;
  const userId = userOf(call);
  const cart = openCart(db, userId);
  if (cart.status_id === CART_STATUS_MODIFYING && cart.address_id !== address.address_id) {
    throw new Refusal(BACKEND_TEXTS.cartLocked);
  }
  if (
    address.facilitated === 1 &&
    !legalsOf(userById(db, userId) ?? ({ legals: '[]' } as never)).includes(FACILITATED_LEGAL_ID)
  ) {
    throw new Refusal(BACKEND_TEXTS.facilitatedNotAllowed);
  }
  const sameService = cart.delivery_service_id === serviceId;
  db.run(
    `UPDATE carts SET address_id = ?, delivery_service_id = ?, warehouse_id = ?, store_id = ?, address_auto = 0,
       timeslot_id = CASE WHEN ? THEN timeslot_id ELSE NULL END, timeslot_date = CASE WHEN ? THEN timeslot_date ELSE NULL END,
       prepared = 0 WHERE cart_id = ?`,
    address.address_id,
    serviceId,
    address.warehouse_id ?? 8,
    address.store_id,
    sameService,
    sameService,
    cart.cart_id,
  );
  return { data: cartAnswer(call.shop, userId, call.query.bool('show_sectors')) };
}

/** The address of a choice, checked: usable by the shopper and served by the service. */
function chosenAddress(call: Call): { address: AddressRow; serviceId: number } {
  const userId = userOf(call);
  const address = addressById(call.shop.db, call.query.int('address_id'));
  const serviceId = call.query.int('delivery_service_id');
  if (!address || !usableBy(address, userId))
    throw new Refusal(SPEC_TEXTS['errors.errorSettingAddress']);
  const serves =
    address.delivery_service_id === serviceId ||
    (address.address_type_id === 2 && (serviceId === 2 || serviceId === 3));
  if (!serves || !deliveryService(serviceId))
    throw new Refusal(SPEC_TEXTS['errors.errorSettingAddress']);
  return { address, serviceId };
}

function validateAddress(body: JsonObject) {
  const city = optString(body.city);
  const province = optString(body.province);
  const address1 = optString(body.address1);
  const missing = [city, province, address1].some((value) => value === undefined);
  if (missing) throw new Refusal(SPEC_TEXTS['validation.required']);
  const cap = optString(body.postalCode);
  checkField(cap, postalCode);
  checkField(optString(body.referencePhoneNumber), anyPhone);
  const point = locate(city, province, optNumber(body.latitude), optNumber(body.longitude));
  return {
    city: city as string,
    province: (province as string).toUpperCase(),
    address1: address1 as string,
    postalCode: cap ?? '',
    point,
  };
}

function saveAddress(call: Call, body: JsonObject, create: boolean) {
  const { db } = call.shop;
  const userId = userOf(call);
  const valid = validateAddress(body);
  const covering = valid.point
    ? coveringWarehouse(db, valid.point.latitude, valid.point.longitude)
    : undefined;
  const extra = JSON.stringify(
    Object.fromEntries(
      [
        'doorbellName',
        'addressNote',
        'floor',
        'elevator',
        'doorbellNumber',
        'apartmentNumber',
        'referencePhoneNumber',
      ]
        .filter((key) => body[key] !== undefined && body[key] !== null)
        .map((key) => [key, body[key]]),
    ),
  );
  const fields = [
    optString(body.addressName) ?? 'Casa',
    valid.address1,
    optString(body.addressNumber) ?? '',
    valid.city,
    valid.province,
    valid.postalCode,
    valid.point?.latitude ?? null,
    valid.point?.longitude ?? null,
    covering?.warehouse_id ?? null,
    covering ? 300 + covering.warehouse_id : null,
    extra,
  ] as const;
  const addressId = create ? undefined : optNumber(body.addressId);
  let id: number;
  if (addressId !== undefined) {
    const existing = addressById(db, addressId);
    if (!existing || existing.user_id !== userId) throw new Refusal(BACKEND_TEXTS.addressNotFound);
    if (existing.facilitated === 1) throw new Refusal(SPEC_TEXTS['account.address.editLocked']);
    if (existing.address_type_id !== 2) throw new Refusal(BACKEND_TEXTS.addressOnlyHome);
    db.run(
      `UPDATE addresses SET address_name = ?, address1 = ?, address_number = ?, city = ?, province = ?, postal_code = ?,
         latitude = ?, longitude = ?, warehouse_id = ?, zone_id = ?, extra = ? WHERE address_id = ?`,
      ...fields,
      addressId,
    );
    id = addressId;
  } else {
    id = db.run(
      `INSERT INTO addresses (address_name, address1, address_number, city, province, postal_code, latitude, longitude,
         warehouse_id, zone_id, extra, user_id, address_type_id, delivery_service_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2, 2)`,
      ...fields,
      userId,
    ).id;
  }
  const saved = addressById(db, id) as AddressRow;
  return {
    data: renderAddress(saved, { covered: covering !== undefined }),
    infos: [BACKEND_TEXTS.addressSaved],
  };
}

export const deliveryRoutes: Routes = {
  'GET /timeslot/list': (call) => {
    if (call.session.userId <= 0) return { data: [], user: { userId: -1 } };
    const computed = computeCart(call.shop, openCart(call.shop.db, call.session.userId));
    const selected =
      computed.slot && !computed.slotAuto
        ? { date: computed.slot.date, timeslotId: computed.slot.timeslotId }
        : undefined;
    return {
      data: listDays(call.shop.db, {
        serviceId: computed.serviceId,
        warehouseId: computed.warehouseId,
        showClosed: call.query.bool('show-closed'),
        ...(selected ? { selected } : {}),
      }),
      user: { userId: call.session.userId },
    };
  },

  'GET /timeslot/select': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const date = call.query.str('sel_date');
    const slot = timeslotTemplate(call.query.int('timeslot_id'));
    const cart = openCart(db, userId);
    const computed = computeCart(call.shop, cart);
    if (!isIsoDate(date) || !slot || slot.deliveryServiceId !== computed.serviceId) {
      throw new Refusal(SPEC_TEXTS['errors.errorSettingTimeslot']);
    }
    if (isClosed(slot.deliveryServiceId, date)) throw new Refusal(BACKEND_TEXTS.timeslotClosed);
    if (!isBookable(db, date, slot, computed.warehouseId))
      throw new Refusal(BACKEND_TEXTS.timeslotFull);
    db.run(
      'UPDATE carts SET timeslot_date = ?, timeslot_id = ?, timeslot_auto = 0, prepared = 0 WHERE cart_id = ?',
      date,
      slot.timeslotId,
      cart.cart_id,
    );
    return { data: cartAnswer(call.shop, userId, call.query.bool('show_sectors')) };
  },

  'GET /user-address/delivery-service-list': (call) => {
    const { db } = call.shop;
    const serviceId = call.query.optInt('delivery_service_id');
    const typeId =
      addressTypeId(call.query.optStr('address_type')) ??
      (serviceId === undefined ? 2 : deliveryService(serviceId)?.addressTypeId);
    const userId = call.session.userId;
    let rows = db.all<AddressRow>(
      'SELECT * FROM addresses WHERE deleted = 0 AND address_type_id = ? ORDER BY address_name',
      typeId ?? 2,
    );
    rows = rows.filter((a) =>
      typeId === 2 ? a.user_id === userId && userId > 0 : a.user_id === null,
    );
    if (serviceId !== undefined && typeId !== 2)
      rows = rows.filter((a) => a.delivery_service_id === serviceId);
    const latitude = call.query.optNum('latitude');
    const longitude = call.query.optNum('longitude');
    const distance = call.query.optNum('distance') ?? DEFAULT_DISTANCE_M;
    let addresses = rows.map((a) => ({ row: a, distance: undefined as number | undefined }));
    if (latitude !== undefined && longitude !== undefined) {
      addresses = addresses
        .map((a) => ({
          row: a.row,
          distance:
            a.row.latitude === null || a.row.longitude === null
              ? Number.POSITIVE_INFINITY
              : Math.round(distanceM(latitude, longitude, a.row.latitude, a.row.longitude)),
        }))
        .filter((a) => a.distance <= distance)
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    }
    const user = userId > 0 ? userById(db, userId) : undefined;
    return {
      data: {
        deliveryServiceId:
          serviceId ??
          DELIVERY_SERVICES.find((s) => s.addressTypeId === typeId)?.deliveryServiceId ??
          2,
        addresses: addresses.map(({ row, distance: d }) =>
          renderAddress(row, {
            ...(d === undefined ? {} : { distance: d }),
            ...(serviceId !== undefined ? { deliveryServiceId: serviceId } : {}),
            isDefault:
              row.address_id === user?.default_delivery_address_id ||
              row.address_id === user?.default_store_address_id,
            facilitated: row.facilitated === 1,
          }),
        ),
      },
    };
  },

  'GET /user-address/preview': (call) => {
    const { address, serviceId } = chosenAddress(call);
    const cart = openCart(call.shop.db, userOf(call));
    const preview = computeCart(call.shop, {
      ...cart,
      address_id: address.address_id,
      delivery_service_id: serviceId,
      warehouse_id: address.warehouse_id ?? 8,
      timeslot_id: cart.delivery_service_id === serviceId ? cart.timeslot_id : null,
      timeslot_date: cart.delivery_service_id === serviceId ? cart.timeslot_date : null,
    });
    return {
      data: {
        addressId: address.address_id,
        deliveryServiceId: serviceId,
        warehouseId: preview.warehouseId,
        minimumPurchase: preview.minimumPurchase,
        deliveryFee: preview.fee,
        totalPrice: preview.itemsTotal,
        unavailableItems: splitByAvailability(preview.lines, (l) => l.availability).blocked.map(
          (l) => ({ itemId: l.item.item_id, cartItemAvaliabilityId: l.availability }),
        ),
        ...(preview.slot
          ? {
              timeslot: {
                date: preview.slot.date,
                timeslotId: preview.slot.timeslotId,
                beginTime: preview.slot.beginTime,
                endTime: preview.slot.endTime,
              },
            }
          : {}),
      },
    };
  },

  'POST /user-address/select': (call) => {
    const { address, serviceId } = chosenAddress(call);
    return selectAddress(call, address, serviceId);
  },

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

  'GET /user-address/list': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const typeId = addressTypeId(call.query.optStr('address_type'));
    const user = userById(db, userId);
    const rows = db.all<AddressRow>(
      'SELECT * FROM addresses WHERE deleted = 0 AND user_id = ? ORDER BY address_id',
      userId,
    );
    const own = rows.filter((row) => typeId === undefined || row.address_type_id === typeId);
    const stored =
      call.query.bool('default_drive') && user?.default_store_address_id
        ? addressById(db, user.default_store_address_id)
        : undefined;
    // Whatever the account holds, only an address the shopper may use is shown (issue 37 item 10).
    const drive = stored && usableBy(stored, userId) ? stored : undefined;
    return {
      data: {
        addresses: [...own, ...(drive ? [drive] : [])].map((row) =>
          renderAddress(row, {
            isDefault:
              row.address_id === user?.default_delivery_address_id ||
              row.address_id === user?.default_store_address_id,
            facilitated: row.facilitated === 1,
          }),
        ),
      },
    };
  },

  'GET /user-address/view': (call) => {
    const address = addressById(call.shop.db, call.query.int('address_id'));
    if (!address || !usableBy(address, userOf(call)))
      throw new Refusal(BACKEND_TEXTS.addressNotFound);
    return { data: renderAddress(address, { facilitated: address.facilitated === 1 }) };
  },

  'POST /user-address/check': (call) => {
    userOf(call);
    const valid = validateAddress(bodyObject(call.body));
    const covering = valid.point
      ? coveringWarehouse(call.shop.db, valid.point.latitude, valid.point.longitude)
      : undefined;
    if (!covering || !valid.point)
      throw new Refusal(SPEC_TEXTS['validation.addressNotCovered'], { data: { covered: false } });
    return {
      data: {
        covered: true,
        warehouseId: covering.warehouse_id,
        zoneId: 300 + covering.warehouse_id,
        deliveryServiceIds: [2],
        latitude: valid.point.latitude,
        longitude: valid.point.longitude,
      },
      infos: [BACKEND_TEXTS.addressCovered],
    };
  },

  'POST /user-address/update': (call) => saveAddress(call, bodyObject(call.body), false),
  'POST /eurospin-address-form/save-new-address': (call) =>
    saveAddress(call, bodyObject(call.body), true),

  'GET /user-address/delete': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const address = addressById(db, call.query.int('address_id'));
    if (!address || address.user_id !== userId) throw new Refusal(BACKEND_TEXTS.addressNotFound);
    if (address.facilitated === 1) throw new Refusal(SPEC_TEXTS['account.address.deleteLocked']);
    const inUse = db.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM orders WHERE address_id = ? AND status_id IN (1, 2, 3, 4, 5, 6, 7, 18)',
      address.address_id,
    );
    const inModifiedCart = db.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM carts WHERE address_id = ? AND closed = 0 AND status_id = ?',
      address.address_id,
      CART_STATUS_MODIFYING,
    );
    if ((inUse?.n ?? 0) > 0 || (inModifiedCart?.n ?? 0) > 0)
      throw new Refusal(SPEC_TEXTS['errors.addressDelete']);
    db.transaction(() => {
      db.run('UPDATE addresses SET deleted = 1 WHERE address_id = ?', address.address_id);
      db.run(
        'UPDATE carts SET address_id = NULL, address_auto = 1, timeslot_id = NULL, timeslot_date = NULL WHERE address_id = ? AND closed = 0',
        address.address_id,
      );
      db.run(
        'UPDATE users SET default_delivery_address_id = NULL WHERE default_delivery_address_id = ?',
        address.address_id,
      );
    });
    return {
      data: { addressId: address.address_id, deleted: true },
      infos: [BACKEND_TEXTS.addressDeleted],
    };
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
  const pickup = db.one<AddressRow>(
    'SELECT * FROM addresses WHERE store_id = ? AND address_type_id = 3 AND deleted = 0',
    store.store_id,
  );
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
