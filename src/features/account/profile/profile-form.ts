/**
 * The profile's values, what the shop is sent, where its refusals go and the draft kept while a
 * save is under way (spec: account §3 "update payloads carry name, surname, gender, birth date
 * and place, fiscal code, … loyalty card number", §7 api-iperal/account/user and update-user):
 * pure, so answers, bodies and drafts are tested without a browser.
 */
import type { MessageKey } from '@sporta/i18n';
import { PROFILE_UPDATE_PATH } from '../../../platform/routes';
import { personBodyOf } from '../../../shell/forms/person-body';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthPlace: string;
  fiscalCode: string;
  phone: string;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'birthPlace',
  'fiscalCode',
  'phone',
];

export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  gender: '',
  birthDate: '',
  birthPlace: '',
  fiscalCode: '',
  phone: '',
};

/** What the page shows of api-iperal/account/user. */
export interface Profile {
  userId: number;
  email: string;
  values: ProfileValues;
  fidelityCard: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The profile of the answer (PersonDetail); undefined when it names no shopper. */
export function profileOf(data: unknown): Profile | undefined {
  const answer = record(data);
  if (typeof answer.userId !== 'number') return undefined;
  const person = record(answer.person);
  return {
    userId: answer.userId,
    email: text(answer.email) || text(answer.login),
    values: {
      firstName: text(person.firstName),
      lastName: text(person.lastName),
      gender: text(person.gender),
      birthDate: text(person.birthDate),
      birthPlace: text(person.birthPlace),
      fiscalCode: text(person.fiscalCode),
      phone: text(answer.phone),
    },
    fidelityCard: text(answer.fidelityCard),
  };
}

/** The update-user body; an empty phone is sent empty, so the shop takes the old one away. */
export function profileBodyOf(values: ProfileValues) {
  return {
    person: personBodyOf(values),
    phone: values.phone.trim(),
  };
}

/**
 * The field a refusal of the shop belongs on. The shop names no field, but it words the rules it
 * shares with the form as our catalogue does, and the SDK knows those words by key (the refusal's
 * `key`); anything else is no field's.
 */
export function fieldOfRefusal(key: MessageKey | undefined): ProfileField | undefined {
  const byKey: [MessageKey, ProfileField][] = [
    ['validation.fiscalCode', 'fiscalCode'],
    ['validation.fiscalCodeChecksum', 'fiscalCode'],
    ['validation.phone', 'phone'],
    ['validation.date', 'birthDate'],
    ['validation.name', 'firstName'],
  ];
  return byKey.find(([known]) => known === key)?.[1];
}

/**
 * The refusals /profile/profile-update-error may name, by key: the address carries a key of
 * this list, never the text, so nobody can make the shop's page say words of their own.
 */
export const ERROR_REASONS = ['errors.generic'] as const satisfies readonly MessageKey[];
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** A refusal's key when the error page may repeat it. */
export const reasonOf = (key: MessageKey | undefined): ErrorReason | undefined =>
  ERROR_REASONS.find((known) => known === key);

/** The key named in the error page's address, when it is one of ERROR_REASONS. */
export const knownReason = (value: string | null): ErrorReason | undefined =>
  ERROR_REASONS.find((key) => key === value);

export const PROFILE_PATH = PROFILE_UPDATE_PATH;
export const PROFILE_UPDATED_PATH = '/profile/profile-updated';
export const PROFILE_ERROR_PATH = '/profile/profile-update-error';

export const errorPath = (reason: ErrorReason | undefined) =>
  reason ? `${PROFILE_ERROR_PATH}?reason=${encodeURIComponent(reason)}` : PROFILE_ERROR_PATH;

/**
 * The draft of one shopper's form in sessionStorage (this tab only): written as a save starts,
 * so a refusal, an error page or an expired session loses nothing; cleared once saved. Keyed by
 * the shopper, so another account signed in on the tab never sees it.
 */
export const draftKey = (userId: number) => `sporta.profile-draft.${userId}`;

export const draftText = (values: ProfileValues) => JSON.stringify(values);

/** The draft's values, or undefined when there is none or it is not one. */
export function draftOf(stored: string | null): ProfileValues | undefined {
  if (!stored) return undefined;
  try {
    const parsed = record(JSON.parse(stored));
    const values = { ...EMPTY_PROFILE };
    for (const field of PROFILE_FIELDS) {
      const value = parsed[field];
      if (typeof value !== 'string') return undefined;
      values[field] = value;
    }
    return values;
  } catch {
    return undefined;
  }
}

/** Whether the draft says anything the saved profile does not. */
export const differs = (draft: ProfileValues, saved: ProfileValues) =>
  PROFILE_FIELDS.some((field) => draft[field] !== saved[field]);
