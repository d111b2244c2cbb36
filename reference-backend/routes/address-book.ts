/**
 * The shopper's own home addresses: checked for coverage, saved new or changed, deleted (spec:
 * account §2 "Address form fields", §7 "Stores, addresses, timeslots").
 */
import { anyPhone, postalCode } from '@sporta/rules';
import { type AddressRow, addressById, renderAddress } from '../domain/addresses.ts';
import { coveringWarehouse, locate } from '../domain/coverage.ts';
import { CART_STATUS_MODIFYING } from '../domain/shop.ts';
import { checkField } from '../domain/validation.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

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

export const addressBookRoutes: Routes = {
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
};
