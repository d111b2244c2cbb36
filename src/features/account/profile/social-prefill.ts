/**
 * A profile a social sign-up left incomplete, prefilled with what the provider says of the
 * shopper (spec: account §7 "Registration and profile (generic module)": GET social_user_detail):
 * only the fields she has not filled, only from the provider's answer; she checks them and saves.
 * Pure, so the answer's reading is tested without a server.
 */
import type { ProfileField, ProfileValues } from './profile-form';

/** What a provider may say of her: the rest (fiscal code, place of birth, phone) is hers to type. */
const FROM_PROVIDER: readonly ProfileField[] = ['firstName', 'lastName', 'gender', 'birthDate'];

/** The providers' names as the shop writes them (shopping §1: two social providers). */
const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

export interface SocialPrefill {
  /** The provider's name as shown ('Google'). */
  provider: string;
  /** The fields taken from it. */
  fields: ProfileField[];
  /** The profile's values with them in. */
  values: ProfileValues;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Whether the profile lacks something a provider could say (asked only then). */
export const lacksWhatProvidersSay = (values: ProfileValues) =>
  FROM_PROVIDER.some((field) => values[field].trim() === '');

/** The profile filled where it is empty; undefined when the answer fills nothing. */
export function socialPrefill(values: ProfileValues, answer: unknown): SocialPrefill | undefined {
  const data = record(answer);
  const person = record(data.person);
  const filled = { ...values };
  const fields: ProfileField[] = [];
  for (const field of FROM_PROVIDER) {
    const given = person[field];
    if (values[field].trim() !== '' || typeof given !== 'string' || given.trim() === '') continue;
    filled[field] = given.trim();
    fields.push(field);
  }
  if (fields.length === 0) return undefined;
  const id = typeof data.provider === 'string' ? data.provider : '';
  return { provider: PROVIDER_NAMES[id] ?? id, fields, values: filled };
}
