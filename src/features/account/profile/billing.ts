/**
 * The shopper's billing identities (spec: account §7 user-person-fiscal list,
 * insert-billing-address, delete-person-fiscal): what a row of the list shows and what a new one
 * sends. The shop stores what it is sent; a row names itself by what it has.
 */
import type { MessageKey } from '@sporta/i18n';

export interface BillingIdentity {
  personFiscalId: number;
  companyName: string;
  /** A person's: the shop stores her first and last name beside an empty company name. */
  firstName: string;
  lastName: string;
  fiscalCode: string;
  vatNumber: string;
  address: string;
  postalCode: string;
  city: string;
}

export interface BillingValues {
  companyName: string;
  fiscalCode: string;
  vatNumber: string;
  address: string;
  postalCode: string;
  city: string;
}

export const EMPTY_BILLING: BillingValues = {
  companyName: '',
  fiscalCode: '',
  vatNumber: '',
  address: '',
  postalCode: '',
  city: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The rows of user-person-fiscal/list; a row without its id cannot be deleted, so it is left out. */
export function billingOf(data: unknown): BillingIdentity[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((row: Record<string, unknown>) =>
    typeof row?.personFiscalId === 'number'
      ? [
          {
            personFiscalId: row.personFiscalId,
            companyName: text(row.companyName),
            firstName: text(row.firstName),
            lastName: text(row.lastName),
            fiscalCode: text(row.fiscalCode),
            // The shop has stored both spellings (vatNumber, the contract's vatCode).
            vatNumber: text(row.vatNumber) || text(row.vatCode),
            address: text(row.address1) || text(row.address),
            postalCode: text(row.postalCode),
            city: text(row.city),
          },
        ]
      : [],
  );
}

/** The body of insert-billing-address: trimmed, the fiscal code upper case, empty fields left out. */
export function billingBodyOf(values: BillingValues): Record<string, string> {
  const body: Record<string, string> = {
    companyName: values.companyName.trim(),
    fiscalCode: values.fiscalCode.trim().toUpperCase(),
    vatNumber: values.vatNumber.trim(),
    address1: values.address.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}

/**
 * How the row names itself: the company's name, else the person's, else its P.IVA, else its
 * fiscal code — a code is what the row shows under the name, never the name of a named row.
 */
export const billingName = (row: BillingIdentity) =>
  row.companyName ||
  [row.firstName, row.lastName].filter(Boolean).join(' ') ||
  row.vatNumber ||
  row.fiscalCode ||
  String(row.personFiscalId);

/** The place of the row in one line, or '' without an address. */
export const billingPlace = (row: BillingIdentity) =>
  [row.address, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The field a refusal of the shop belongs on, by the key of the rule it words (refusal's `key`). */
export function fieldOfBillingRefusal(
  key: MessageKey | undefined,
): keyof BillingValues | undefined {
  const byKey: [MessageKey, keyof BillingValues][] = [
    ['validation.fiscalCode', 'fiscalCode'],
    ['validation.fiscalCodeChecksum', 'fiscalCode'],
    ['validation.vatNumber', 'vatNumber'],
    ['validation.postalCode', 'postalCode'],
  ];
  return byKey.find(([known]) => known === key)?.[1];
}

/**
 * The shopper's own billing address, one on her profile (the generic module's PersonDetail
 * `billingAddress`, saved with registration/update_billing_address; spec: account §7).
 */
export interface BillingAddressValues {
  address1: string;
  postalCode: string;
  city: string;
  province: string;
}

export const BILLING_ADDRESS_FIELDS: readonly (keyof BillingAddressValues)[] = [
  'address1',
  'postalCode',
  'city',
  'province',
];

/** The profile answer's billing address; every field empty when it has none. */
export function billingAddressOf(data: unknown): BillingAddressValues {
  const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    address1: text(given.address1),
    postalCode: text(given.postalCode),
    city: text(given.city),
    province: text(given.province),
  };
}

/** The body of update_billing_address: trimmed, the province upper case. */
export const billingAddressBodyOf = (values: BillingAddressValues): BillingAddressValues => ({
  address1: values.address1.trim(),
  postalCode: values.postalCode.trim(),
  city: values.city.trim(),
  province: values.province.trim().toUpperCase(),
});
