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
    person: personBodyOf(values),
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
  ];
  return byKey.find(([known]) => known === key)?.[1];
}
