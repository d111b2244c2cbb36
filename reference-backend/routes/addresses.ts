/**
 * The addresses a shopper may choose, and choosing one for the cart (spec: account §2 "Address
 * selector", §7 "Stores, addresses, timeslots").
 */
import { splitByAvailability } from '@sporta/rules';
import { type AddressRow, addressById, renderAddress, usableBy } from '../domain/addresses.ts';
import { cartAnswer, computeCart, openCart } from '../domain/cart.ts';
import { distanceM } from '../domain/geo-data.ts';
import {
  ADDRESS_TYPES,
  CART_STATUS_MODIFYING,
  DEFAULT_DISTANCE_M,
  DELIVERY_SERVICES,
  deliveryService,
  FACILITATED_LEGAL_ID,
} from '../domain/shop.ts';
import { legalsOf, userById } from '../domain/users.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

function addressTypeId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return (
    ADDRESS_TYPES[value.toLowerCase()] ??
    (Number.isInteger(Number(value)) ? Number(value) : undefined)
  );
}

/** Puts an address (and its service and warehouse) on the shopper's cart. */
export function selectAddress(call: Call, address: AddressRow, serviceId: number) {
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

export const addressRoutes: Routes = {
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
};
