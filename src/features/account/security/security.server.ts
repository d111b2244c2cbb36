/**
 * What /profile/advanced-security loads on the server with the shopper's session, in parallel:
 * who they are (`auth/test`: the login the deletion's code check names), whether sign-in asks a
 * one-time code (`registration/mfa_enabled`), their consents (`list-by-type`) and the required
 * ones still missing (`check-disclaimer`). A part that fails is said in its place, never an error
 * page: the others still work.
 */
import type { EbsnClient } from '@sporta/sdk';
import { type Consent, consentsOf, mfaEnabledOf, missingConsentsOf } from './security-answers';

export interface SecurityPage {
  /** The shopper's login, for anonymize_token_check; undefined when auth/test failed. */
  login: string | undefined;
  /** undefined: the setting could not be read. */
  mfaEnabled: boolean | undefined;
  /** undefined: the consents could not be read. */
  consents: Consent[] | undefined;
  missing: number[];
}

const quietly = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn(`[account-security] ${what} unavailable`, error);
    return undefined;
  }
};

export async function loadSecurityPage(ebsn: EbsnClient): Promise<SecurityPage> {
  const [who, mfa, consents, check] = await Promise.all([
    quietly('auth/test', () => ebsn.auth.test()),
    quietly('mfa_enabled', () => ebsn.auth.mfaEnabled()),
    quietly('consents', () => ebsn.registration.userDisclaimers()),
    quietly('check-disclaimer', () => ebsn.registration.checkDisclaimers()),
  ]);
  const user = (who?.data as { user?: { login?: unknown; email?: unknown } } | undefined)?.user;
  const login =
    typeof user?.login === 'string'
      ? user.login
      : typeof user?.email === 'string'
        ? user.email
        : undefined;
  return {
    login,
    mfaEnabled: mfa === undefined ? undefined : mfaEnabledOf(mfa),
    consents: consents === undefined ? undefined : consentsOf(consents),
    missing: missingConsentsOf(check),
  };
}
