/**
 * The registration form's values and what the shop is sent (spec: account §3 "Registration …
 * payloads carry name, surname, gender, birth date and place, fiscal code, e-mail, password,
 * loyalty card number and store (PDV) choice"): pure, so the body and the refusals' fields are
 * tested without a browser.
 */
import type { MessageKey } from '@sporta/i18n';
import { personBodyOf } from '../../shell/forms/person-body';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthProvince: string;
  birthPlace: string;
  /** The country of birth, by name, when the shopper was born abroad (empty otherwise). */
  birthCountry: string;
  fiscalCode: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  fidelityCard: string;
  storeId: string;
  province: string;
  city: string;
  postalCode: string;
  address1: string;
  addressNumber: string;
  /** One per disclaimer, keyed `d<registrationDisclaimerId>` (form field names cannot be numbers). */
  consents: Record<string, boolean>;
}

/** What a registration disclaimer of registration-disclaimer/list carries (account §7). */
export interface Disclaimer {
  registrationDisclaimerId: number;
  descr: string;
  required: boolean;
}

/** A store (PDV) of iperal-registration/pdv_list. */
export interface Pdv {
  storeId: number;
  name: string;
  city: string;
}

export const consentKey = (registrationDisclaimerId: number) => `d${registrationDisclaimerId}`;

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  gender: '',
  birthDate: '',
  birthProvince: '',
  birthPlace: '',
  birthCountry: '',
  fiscalCode: '',
  email: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  fidelityCard: '',
  storeId: '',
  province: '',
  city: '',
  postalCode: '',
  address1: '',
  addressNumber: '',
  consents: {},
};

/** The body of check-user and register_user: trimmed, optional fields left out when empty. */
export function registrationBodyOf(values: RegistrationValues, disclaimers: readonly Disclaimer[]) {
  const optional = (key: string, value: string) => (value.trim() ? { [key]: value.trim() } : {});
  return {
    email: values.email.trim().toLowerCase(),
    password: values.password,
    // Born abroad, the place of birth the shop keeps is the country (the town is not asked); the
    // country goes as birthCountry too, which the shop checks against its list (issue 40).
    person: {
      ...personBodyOf(values),
      ...optional('birthPlace', values.birthCountry),
      ...optional('birthCountry', values.birthCountry),
    },
    ...optional('phone', values.phone),
    ...optional('fidelityCard', values.fidelityCard),
    ...(values.storeId ? { storeId: Number(values.storeId) } : {}),
    address: {
      address1: values.address1.trim(),
      ...optional('addressNumber', values.addressNumber),
      city: values.city.trim(),
      province: values.province.trim().toUpperCase(),
      postalCode: values.postalCode.trim(),
    },
    disclaimers: Object.fromEntries(
      disclaimers.map((d) => [
        d.registrationDisclaimerId,
        values.consents[consentKey(d.registrationDisclaimerId)] === true,
      ]),
    ),
  };
}

export type RegistrationField = Exclude<keyof RegistrationValues, 'consents'> | 'consents';

/**
 * The field a refusal of the shop belongs on. The shop names no field, but it words the rules it
 * shares with the form as our catalogue does, and the SDK knows those words by key (the refusal's
 * `key`); anything else shows above the button.
 */
export function fieldOfRefusal(key: MessageKey | undefined): RegistrationField | undefined {
  const byKey: [MessageKey, RegistrationField][] = [
    ['validation.email', 'email'],
    ['validation.emailRequired', 'email'],
    ['validation.password8', 'password'],
    ['validation.fiscalCode', 'fiscalCode'],
    ['validation.phone', 'phone'],
    ['validation.date', 'birthDate'],
    ['validation.postalCode', 'postalCode'],
    ['validation.name', 'firstName'],
    ['registration.emailTaken', 'email'],
    ['registration.fiscalCodeTaken', 'fiscalCode'],
    ['registration.birthCountryUnknown', 'birthCountry'],
  ];
  return byKey.find(([known]) => known === key)?.[1];
}

/** The digits of the fiscal code's place part, which a twin code (omocodia) writes as letters. */
const TWIN_DIGITS = 'LMNPQRSTUV';

/**
 * Whether the fiscal code was made for the place of birth: its characters 12 to 15 are the place's
 * Belfiore (cadastral) code — a town's from geo/code-belfiore, a country's Z code from
 * geo/country-list (account §7). An unknown place (no code) tells nothing: the shop decides.
 */
export function fiscalCodeFitsPlace(fiscalCode: string, belfiore: string): boolean {
  const place = belfiore.trim().toUpperCase();
  if (!/^[A-Z]\d{3}$/.test(place)) return true;
  const part = fiscalCode.trim().toUpperCase().slice(11, 15);
  const digits = [...part.slice(1)]
    .map((c) => (TWIN_DIGITS.includes(c) ? String(TWIN_DIGITS.indexOf(c)) : c))
    .join('');
  return `${part.slice(0, 1)}${digits}` === place;
}
