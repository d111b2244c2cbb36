/**
 * The store actions of /profile/advanced-security (spec: account §4 "Account anonymisation:
 * request of a token, check of the token, then anonymise", §7 update_mfa, update-disclaimer),
 * through the browser's EBSN core. Loaded with the shopper's first press, so the page's
 * JavaScript carries no SDK call until then. Each answers one shape (platform/results/outcome.ts).
 */
import { authArea, EbsnError, MFA_REQUIRED_STATUS, registrationArea } from '@sporta/sdk';
import { firstFailureText } from '../../../platform/results/failure-text';
import { attempt, done, type Outcome, refusedWith } from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { mfaEnabledOf } from './security-answers';

/** Answers and refusals show where the shopper acted (the code field, the form), not as toasts. */
const inPlace = { toasts: false } as const;

/** A change of the one-time code setting: a code was mailed for it, or it is done. */
export type MfaChange = { step: 'code'; message: string } | { step: 'done'; enabled: boolean };

/**
 * Asks to turn the one-time code on or off (docs/adr/0012): the shop mails a code and answers
 * status 4, or — a deployment that asks none — changes it at once.
 */
export async function askMfaChange(enabled: boolean): Promise<Outcome<MfaChange>> {
  try {
    const data = await authArea(ebsnCore()).setMfa(enabled, undefined, inPlace);
    return done({ step: 'done', enabled: mfaEnabledOf(data) ?? enabled });
  } catch (error) {
    if (error instanceof EbsnError && error.status === MFA_REQUIRED_STATUS)
      return done({ step: 'code', message: firstFailureText(error) });
    return refusedWith(error);
  }
}

/** Confirms the change with the mailed code; a wrong or expired code is refused with the shop's text. */
export function confirmMfaChange(enabled: boolean, code: string): Promise<Outcome<boolean>> {
  return attempt(
    async () => mfaEnabledOf(await authArea(ebsnCore()).setMfa(enabled, code, inPlace)) ?? enabled,
  );
}

/** Saves the consents changed (only those: a required one withdrawn is refused by the shop). */
export function saveConsents(
  changes: { id: number; value: 'true' | 'false' }[],
): Promise<Outcome<unknown>> {
  return attempt(() =>
    registrationArea(ebsnCore()).updateDisclaimers({ disclaimers: changes }, inPlace),
  );
}

/** Step 1 of the deletion: the shop mails the shopper a code. */
export function askDeletionCode(): Promise<Outcome<unknown>> {
  return attempt(() => registrationArea(ebsnCore()).requestAnonymizeToken(inPlace));
}

/** Step 2: the code checked; step 3 (user_anonymize) is the form post to /account-deleted. */
export function checkDeletionCode(login: string, code: string): Promise<Outcome<unknown>> {
  return attempt(() => registrationArea(ebsnCore()).checkAnonymizeToken(login, code, inPlace));
}
