/**
 * The required consents on the server (spec: account §7 list-by-type, check-disclaimer,
 * update-disclaimer): the gate after a sign-in (platform/server/gates/consent-gate.ts says when it runs),
 * what /profile/consents shows — only the required consents still missing, with their texts —
 * and its save. No JavaScript: the page is a plain form post, so the gate adds nothing to
 * /login or to any page's bundle.
 */
import { t } from '@sporta/i18n';
import { required, validate } from '@sporta/rules';
import type { EbsnClient } from '@sporta/sdk';
import type { CookieJar } from '../../../platform/cookies';
import { failureText } from '../../../platform/results/failure-text';
import {
  type ConsentMark,
  consentStep,
  consentsPageFor,
  forgetConsentMark,
  markConsents,
} from '../../../platform/server/gates/consent-gate';
import { type Consent, consentsOf, missingConsentsOf } from '../security';

/** The ids check-disclaimer names missing; undefined when the shop could not say. */
async function missingIds(ebsn: EbsnClient): Promise<number[] | undefined> {
  try {
    return missingConsentsOf(await ebsn.registration.checkDisclaimers());
  } catch (error) {
    console.warn('[credentials] check-disclaimer unavailable', error);
    return undefined;
  }
}

export interface GateRequest {
  cookies: CookieJar;
  mark: ConsentMark | undefined;
  url: URL;
  method: string;
  secure: boolean;
  signedIn: boolean;
  ebsn: () => EbsnClient;
}

/**
 * Where this page request must go instead, or undefined. A shop that cannot answer keeps the
 * mark (the next page asks again) and lets the shopper through: a broken check never locks her out.
 */
export async function consentGateTarget(request: GateRequest): Promise<string | undefined> {
  const step = consentStep(request.mark, request.url.pathname, request.method);
  if (step === 'pass') return undefined;
  if (!request.signedIn) {
    forgetConsentMark(request.cookies);
    return undefined;
  }
  if (step === 'check') {
    const missing = await missingIds(request.ebsn());
    if (missing === undefined) return undefined;
    if (missing.length === 0) {
      forgetConsentMark(request.cookies);
      return undefined;
    }
    markConsents(request.cookies, request.secure, 'missing');
  }
  return consentsPageFor(request.url.pathname + request.url.search);
}

/** What /profile/consents shows: the missing required consents, or that they could not be read. */
export type ConsentsPage = { missing: Consent[] } | { unavailable: true };

export async function loadMissingConsents(ebsn: EbsnClient): Promise<ConsentsPage> {
  const [list, missing] = await Promise.all([
    ebsn.registration.userDisclaimers().catch((error: unknown) => {
      console.warn('[credentials] list-by-type unavailable', error);
      return undefined;
    }),
    missingIds(ebsn),
  ]);
  if (list === undefined || missing === undefined) return { unavailable: true };
  return {
    missing: consentsOf(list).filter((c) => c.required && missing.includes(c.id)),
  };
}

/** The form's checkbox of a consent (its name and id). */
export const consentField = (id: number) => `consent-${id}`;

/** What the save answered: all given, or the boxes' refusals (id → text), or the shop's refusal. */
export type ConsentsSave =
  | { saved: true }
  | { refusals: Record<number, string>; ticked: number[] }
  | { refused: string; ticked: number[] };

/**
 * Saves the consents ticked in the posted form; each one shown is required, so each must be
 * ticked (@sporta/rules required). Saved only when the shop then names none missing.
 */
export async function saveConsents(
  ebsn: EbsnClient,
  shown: readonly Consent[],
  form: FormData,
): Promise<ConsentsSave> {
  const tickOf = (id: number) => (form.get(consentField(id)) === 'true' ? 'true' : '');
  const ticked = shown.filter((c) => tickOf(c.id) === 'true').map((c) => c.id);
  const refusals: Record<number, string> = {};
  for (const consent of shown) {
    const issue = validate(tickOf(consent.id), [required]);
    if (issue) refusals[consent.id] = t(issue.key, issue.params);
  }
  if (Object.keys(refusals).length > 0) return { refusals, ticked };
  try {
    await ebsn.registration.updateDisclaimers({
      disclaimers: ticked.map((id) => ({ id, value: 'true' })),
    });
  } catch (error) {
    return { refused: failureText(error), ticked };
  }
  const still = await missingIds(ebsn);
  if (still === undefined) return { refused: t('errors.generic'), ticked };
  if (still.length === 0) return { saved: true };
  return {
    refusals: Object.fromEntries(still.map((id) => [id, t('validation.required')])),
    ticked,
  };
}
