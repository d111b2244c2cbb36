/**
 * The address form's values: from an address to the form, and from the form to the body of
 * check and save (spec: account §2 "Address form fields"). Pure, tested in addresses.test.ts.
 */
import { addMessages, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import type { Address, AddressInput } from './addresses';

addMessages(account);

export interface AddressFormValues {
  addressName: string;
  province: string;
  city: string;
  postalCode: string;
  address1: string;
  addressNumber: string;
  doorbellName: string;
  doorbellNumber: string;
  floor: string;
  apartmentNumber: string;
  elevator: boolean;
  addressNote: string;
  referencePhoneNumber: string;
  facilitated: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function formValuesOf(address: Address | undefined): AddressFormValues {
  return {
    addressName: text(address?.addressName) || t('addressType.2'),
    province: text(address?.province),
    city: text(address?.city),
    postalCode: text(address?.postalCode),
    address1: text(address?.address1),
    addressNumber: text(address?.addressNumber),
    doorbellName: text(address?.doorbellName),
    doorbellNumber: text(address?.doorbellNumber),
    floor: text(address?.floor),
    apartmentNumber: text(address?.apartmentNumber),
    elevator: address?.elevator === true,
    addressNote: text(address?.addressNote),
    referencePhoneNumber: text(address?.referencePhoneNumber),
    facilitated: false,
  };
}

/** The body of check and save: trimmed, empty optional fields left out. */
export function addressInputOf(values: AddressFormValues, addressId?: number): AddressInput {
  const input: AddressInput = { elevator: values.elevator };
  if (addressId) input.addressId = addressId;
  const fields = [
    'addressName',
    'province',
    'city',
    'postalCode',
    'address1',
    'addressNumber',
    'doorbellName',
    'doorbellNumber',
    'floor',
    'apartmentNumber',
    'addressNote',
    'referencePhoneNumber',
  ] as const;
  for (const field of fields) {
    const value = values[field].trim();
    if (value) input[field] = field === 'province' ? value.toUpperCase() : value;
  }
  return input;
}
