/** The profile (PersonDetail) of a shopper, and the checks of registration data (account §5). */
import {
  anyPhone,
  date,
  digits,
  fiscalCodeChecksumValid,
  name,
  password8,
  profileLevelAfterSave,
} from '@sporta/rules';
import type { Database } from '../database.ts';
import { Refusal } from '../http/envelope.ts';
import { isObject, type JsonObject, optString } from '../http/input.ts';
import { SPEC_TEXTS } from '../messages.ts';
import { COUNTRIES } from './fiscal-code.ts';
import { personOf, type UserRow } from './users.ts';
import { checkField } from './validation.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,11}$/;

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
  // The spec's name rule (account §5), answered with the backend's own text as it always was.
  for (const value of [firstName, lastName]) {
    if (value !== undefined && name(value)) throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
  }
  const fiscal = optString(person.fiscalCode) ?? optString(body.fiscalCode);
  if (fiscal !== undefined && !fiscalCodeChecksumValid(fiscal.trim()))
    throw new Refusal(SPEC_TEXTS['validation.fiscalCode']);
  // account §5 date: dd/mm/yyyy and a real day, so 31/02/2000 is refused as the storefront does.
  const birthDate = optString(person.birthDate) ?? optString(body.birthDate);
  checkField(birthDate, date);
  const phone = optString(body.phone) ?? optString(person.phone);
  checkField(phone, anyPhone);
  // The phone is optional (account §5): sent empty, the one on file is taken away.
  const phoneCleared = phone === undefined && (body.phone === '' || person.phone === '');
  // account §5 digits: a loyalty card number is its digits, as the forms that take one check.
  const fidelityCard = optString(body.fidelityCard) ?? optString(body.fidelity);
  checkField(fidelityCard, digits);
  const birthPlace = foreignBirthPlace(person.birthCountry ?? body.birthCountry);
  const values: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('firstName', firstName);
  set('lastName', lastName);
  set('gender', optString(person.gender) ?? optString(body.gender));
  set('birthDate', birthDate);
  set('birthPlace', birthPlace ?? optString(person.birthPlace) ?? optString(body.birthPlace));
  set('fiscalCode', fiscal?.toUpperCase());
  set('phone', phoneCleared ? '' : phone);
  set('fidelityCard', fidelityCard);
  return values;
}

/**
 * Born abroad, the country of birth (geo/country-list's code, or its name as the form shows it)
 * must be one of the shop's countries, and not Italy: a forged or unknown one is refused here,
 * whatever the form allowed (issue 40). The place of birth kept is the country's name.
 */
function foreignBirthPlace(given: unknown): string | undefined {
  if (given === undefined || given === null || given === '') return undefined;
  const value = typeof given === 'string' ? given.trim() : '';
  const country = COUNTRIES.find(
    (c) => c.id === value.toUpperCase() || c.name.toLowerCase() === value.toLowerCase(),
  );
  if (!country || country.id === 'IT')
    throw new Refusal(SPEC_TEXTS['registration.birthCountryUnknown']);
  return country.name;
}

export function checkEmail(value: string | undefined): string {
  if (!value) throw new Refusal(SPEC_TEXTS['validation.required']);
  if (!EMAIL_PATTERN.test(value.trim())) throw new Refusal(SPEC_TEXTS['validation.email']);
  return value.trim().toLowerCase();
}

export function checkNewPassword(value: string | undefined): string {
  const password = value ?? '';
  checkField(password, password8);
  return password;
}

/**
 * Saves the person's values; a profile that now holds what checkout needs reaches the level
 * minProfileLevel asks for (docs/adr/0014), as the chain raises it — never lowered here.
 */
export function savePerson(db: Database, user: UserRow, values: Record<string, unknown>): void {
  const person = { ...personOf(user), ...values };
  db.run(
    'UPDATE users SET person = ?, first_name = ?, last_name = ?, profile_level = ? WHERE user_id = ?',
    JSON.stringify(person),
    String(person.firstName ?? user.first_name),
    String(person.lastName ?? user.last_name),
    profileLevelAfterSave(user.profile_level, person),
    user.user_id,
  );
}
