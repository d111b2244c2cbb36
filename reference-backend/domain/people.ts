/** The profile (PersonDetail) of a shopper, and the checks of registration data (account §5). */
import type { Database } from '../database.ts';
import { Refusal } from '../http/envelope.ts';
import { isObject, type JsonObject, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { isFiscalCode } from './fiscal-code.ts';
import { personOf, type UserRow } from './users.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,11}$/;
const PHONE_PATTERN = /^((\+|00)\d{2})?\s?(3\d{2}\s?\d{6,7}|\d{2,4}\s?\d{3,6})$/;

export function renderPerson(db: Database, user: UserRow): Record<string, unknown> {
  const person = personOf(user);
  const store = user.default_store_address_id
    ? db.one<{ store_id: number }>(
        'SELECT store_id FROM addresses WHERE address_id = ?',
        user.default_store_address_id,
      )
    : undefined;
  return {
    userId: user.user_id,
    login: user.login,
    email: user.email,
    codInt: user.cod_int ?? '',
    person: {
      firstName: String(person.firstName ?? user.first_name),
      lastName: String(person.lastName ?? user.last_name),
      gender: String(person.gender ?? ''),
      birthDate: String(person.birthDate ?? ''),
      birthPlace: String(person.birthPlace ?? ''),
      fiscalCode: String(person.fiscalCode ?? ''),
    },
    phone: String(person.phone ?? ''),
    fidelityCard: String(person.fidelityCard ?? ''),
    ...(store ? { defaultStoreId: store.store_id } : {}),
    ...(user.default_store_address_id
      ? { defaultStoreAddressId: user.default_store_address_id }
      : {}),
    ...(isObject(person.billingAddress) ? { billingAddress: person.billingAddress } : {}),
    ...(isObject(person.contact) ? { contact: person.contact } : {}),
    ...(isObject(person.infos) ? { personInfos: person.infos } : {}),
    mfaEnabled: user.mfa_enabled === 1,
    shopAtWork: user.shop_at_work,
  };
}

/** The person part of a registration or profile body, checked. */
export function readPerson(body: JsonObject, requireAll: boolean) {
  const person = isObject(body.person) ? body.person : body;
  const firstName =
    optString(person.firstName) ?? optString(body.firstName) ?? optString(body.name);
  const lastName =
    optString(person.lastName) ?? optString(body.lastName) ?? optString(body.surname);
  if (requireAll && (!firstName || !lastName)) throw new Refusal(SPEC_TEXTS['validation.required']);
  for (const value of [firstName, lastName]) {
    if (value !== undefined && !/^[\p{L} '’-]+$/u.test(value))
      throw new Refusal(BACKEND_TEXTS.invalidRequest);
  }
  const fiscal = optString(person.fiscalCode) ?? optString(body.fiscalCode);
  if (fiscal !== undefined && !isFiscalCode(fiscal))
    throw new Refusal(SPEC_TEXTS['validation.fiscalCode']);
  const birthDate = optString(person.birthDate) ?? optString(body.birthDate);
  if (
    birthDate !== undefined &&
    !/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(19|20)\d{2}$/.test(birthDate)
  ) {
    throw new Refusal(SPEC_TEXTS['validation.date']);
  }
  const phone = optString(body.phone) ?? optString(person.phone);
  if (phone !== undefined && !PHONE_PATTERN.test(phone))
    throw new Refusal(SPEC_TEXTS['validation.phone']);
  const values: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('firstName', firstName);
  set('lastName', lastName);
  set('gender', optString(person.gender) ?? optString(body.gender));
  set('birthDate', birthDate);
  set('birthPlace', optString(person.birthPlace) ?? optString(body.birthPlace));
  set('fiscalCode', fiscal?.toUpperCase());
  set('phone', phone);
  set('fidelityCard', optString(body.fidelityCard) ?? optString(body.fidelity));
  return values;
}

export function checkEmail(value: string | undefined): string {
  if (!value) throw new Refusal(SPEC_TEXTS['validation.required']);
  if (!EMAIL_PATTERN.test(value.trim())) throw new Refusal(SPEC_TEXTS['validation.email']);
  return value.trim().toLowerCase();
}

export function checkNewPassword(value: string | undefined): string {
  if (!value || value.length < 8) throw new Refusal(SPEC_TEXTS['validation.password8']);
  return value;
}

export function savePerson(db: Database, user: UserRow, values: Record<string, unknown>): void {
  const person = { ...personOf(user), ...values };
  db.run(
    'UPDATE users SET person = ?, first_name = ?, last_name = ? WHERE user_id = ?',
    JSON.stringify(person),
    String(person.firstName ?? user.first_name),
    String(person.lastName ?? user.last_name),
    user.user_id,
  );
}
