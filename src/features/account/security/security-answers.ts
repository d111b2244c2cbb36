/**
 * What the account's security calls answer, read into the page's terms (pure): the one-time code
 * setting (`registration/mfa_enabled`, `update_mfa`), the shopper's consents
 * (`user-registration-disclaimer/list-by-type`, `check-disclaimer`) and what a save sends
 * (`update-disclaimer`). Only the fields the Pact contracts pin are read.
 */

/** One consent as the page shows it. */
export interface Consent {
  id: number;
  text: string;
  required: boolean;
  given: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's consent values are text ('true' / 'false'); a boolean is taken as such. */
const isGiven = (value: unknown) => value === true || value === 'true' || value === '1';

/** `enabled` of mfa_enabled / update_mfa; undefined when the answer does not say. */
export function mfaEnabledOf(data: unknown): boolean | undefined {
  if (typeof data === 'boolean') return data;
  return isRecord(data) && typeof data.enabled === 'boolean' ? data.enabled : undefined;
}

/** The shopper's consents of list-by-type, in the shop's order; entries without id or text dropped. */
export function consentsOf(data: unknown): Consent[] {
  const list = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.disclaimers)
      ? data.disclaimers
      : [];
  return list.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const id = entry.registrationDisclaimerId;
    const text = entry.descr;
    if (typeof id !== 'number' || typeof text !== 'string' || text === '') return [];
    return [{ id, text, required: entry.required === true, given: isGiven(entry.value) }];
  });
}

/** The ids of the required consents check-disclaimer says are missing. */
export function missingConsentsOf(data: unknown): number[] {
  if (!isRecord(data) || !Array.isArray(data.missing)) return [];
  return data.missing.filter((id): id is number => typeof id === 'number');
}

/**
 * A required consent once given cannot be withdrawn (the shop refuses it too): its box stays
 * ticked and says why. One not given yet can be given.
 */
export const isLocked = (consent: Consent) => consent.required && consent.given;

/** What update-disclaimer is sent: only the consents whose value the shopper changed. */
export function consentChanges(
  saved: readonly Consent[],
  chosen: Readonly<Record<number, boolean>>,
): { id: number; value: 'true' | 'false' }[] {
  return saved
    .filter((consent) => consent.id in chosen && chosen[consent.id] !== consent.given)
    .map((consent) => ({ id: consent.id, value: chosen[consent.id] ? 'true' : 'false' }));
}
