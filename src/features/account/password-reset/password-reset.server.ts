/**
 * What /reset-password renders (spec: account §4 "token check, then reset"): the link's token
 * checked with the shop before any form shows, so an expired or used link says so at once.
 */
import { t } from '@sporta/i18n';
import type { EbsnClient } from '@sporta/sdk';
import { failureText, isUnknownAnswer } from '../../../platform/results/failure-text';
import { type ResetLink, resetLinkOf } from './reset-link';

/** The link is good (the form shows), refused with the shop's text, or could not be checked. */
export type ResetLinkCheck = { valid: ResetLink } | { invalid: string } | { failed: unknown };

export async function checkResetLink(
  ebsn: EbsnClient,
  query: URLSearchParams,
): Promise<ResetLinkCheck> {
  const link = resetLinkOf(query);
  if (!link) return { invalid: t('passwordReset.invalid.text') };
  try {
    await ebsn.registration.checkPasswordResetToken(link.token, link.email);
    return { valid: link };
  } catch (error) {
    // The shop's own refusal ('Il link è scaduto…'): its words; no answer at all is no verdict.
    return isUnknownAnswer(error)
      ? { invalid: failureText(error, 'passwordReset.invalid.text') }
      : { failed: error };
  }
}
