/**
 * What the credentials pages load and do on the server: the e-mail in use (auth/test, as the
 * security page reads the login) and the confirmation of a new e-mail by its mailed token
 * (spec: account §4 "E-mail update: … then confirmation by token", §7 update_email).
 */
import { t } from '@sporta/i18n';
import type { EbsnClient } from '@sporta/sdk';
import { failureText, isUnknownAnswer } from '../../../platform/results/failure-text';

/** The shopper's e-mail; undefined when auth/test failed or named none. */
export async function loadCurrentEmail(ebsn: EbsnClient): Promise<string | undefined> {
  try {
    const data = (await ebsn.auth.test()).data as
      | { user?: { email?: unknown; login?: unknown } }
      | undefined;
    const { email, login } = data?.user ?? {};
    return typeof email === 'string' ? email : typeof login === 'string' ? login : undefined;
  } catch (error) {
    console.warn('[credentials] auth/test unavailable', error);
    return undefined;
  }
}

/** Confirmed; refused with the shop's words (a wrong, used or expired link); or no verdict. */
export type EmailConfirmation = { confirmed: true } | { invalid: string } | { failed: unknown };

export async function confirmNewEmail(
  ebsn: EbsnClient,
  token: string | null,
): Promise<EmailConfirmation> {
  if (!token?.trim()) return { invalid: t('credentials.confirmInvalid.text') };
  try {
    await ebsn.registration.confirmEmailChange(token.trim());
    return { confirmed: true };
  } catch (error) {
    // The shop's own refusal ('Il link è già stato usato…'): its words; no answer is no verdict.
    return isUnknownAnswer(error)
      ? { invalid: failureText(error, 'credentials.confirmInvalid.text') }
      : { failed: error };
  }
}
