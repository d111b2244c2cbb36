/** Addresses as the API answers them (spec: shopping §3 shippingAddress, account §3 Address). */
import type { Database } from '../database.ts';
import { ADDRESS_TYPE_NAMES } from './shop.ts';

export interface AddressRow {
  address_id: number;
  user_id: number | null;
  address_type_id: number;
  delivery_service_id: number;
  warehouse_id: number | null;
  store_id: number | null;
  address_name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  zone_id: number | null;
  address_class_id: number | null;
  facilitated: number;
  extra: string;
  deleted: number;
}

export function addressById(db: Database, addressId: number): AddressRow | undefined {
  return db.one<AddressRow>(
    'SELECT * FROM addresses WHERE address_id = ? AND deleted = 0',
    addressId,
  );
}

/** A store's pickup point (address type 3): what choosing the store for pickup puts on the cart. */
export function pickupPointOf(db: Database, storeId: number): AddressRow | undefined {
  return db.one<AddressRow>(
    'SELECT * FROM addresses WHERE store_id = ? AND address_type_id = 3 AND deleted = 0',
    storeId,
  );
}

/** Whether a user may use an address: their own, or a shop's pickup point or locker. */
export function usableBy(address: AddressRow, userId: number): boolean {
  return address.user_id === null || address.user_id === userId;
}

export function renderAddress(
  address: AddressRow,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const details = JSON.parse(address.extra) as Record<string, unknown>;
  return {
    addressId: address.address_id,
    addressName: address.address_name,
    address1: address.address1,
    addressNumber: address.address_number,
    city: address.city,
    province: address.province,
    postalCode: address.postal_code,
    addressType: ADDRESS_TYPE_NAMES[address.address_type_id] ?? 'home',
    addressTypeId: address.address_type_id,
    deliveryServiceId: address.delivery_service_id,
    zoneId: address.zone_id ?? 0,
    ...(address.latitude !== null ? { latitude: address.latitude } : {}),
    ...(address.longitude !== null ? { longitude: address.longitude } : {}),
    addressClass: address.address_class_id ? [{ addressClassId: address.address_class_id }] : [],
    ...(address.store_id !== null ? { storeId: address.store_id } : {}),
    ...(address.warehouse_id !== null ? { warehouseId: address.warehouse_id } : {}),
    ...details,
    ...extra,
  };
}
