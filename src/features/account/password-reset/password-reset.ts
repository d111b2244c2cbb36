/**
 * The actions of the password-reset forms (spec: account §4 "Password reset", §7
 * `password_reset_token_request`, `password_reset`), through the browser's EBSN core.
 */
import {
  accountModuleArea,
  type RegistrationModule,
  registrationArea,
  registrationCalls,
} from '@sporta/sdk';
import { isUnknownAnswer } from '../../../platform/results/failure-text';
import {
  attempt,
  done,
  type Outcome,
  onField,
  refusedWith,
} from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import type { ResetLink } from './reset-link';

/**
 * Asks for a reset link. The shop answers alike whether or not the e-mail has an account
 * (nothing to learn about who shops here), so done means "sent, if there is such an account".
 */
export function askForResetLink(
  who: { email: string; fiscalCode: string },
  module: RegistrationModule,
): Promise<Outcome<unknown>> {
  const calls = registrationCalls(
    { accountModule: accountModuleArea(ebsnCore()), registration: registrationArea(ebsnCore()) },
    module,
  );
  // The generic password_reset_token_request, or the chain's request-reset-password (e-mail only).
  return attempt(() =>
    calls.requestPasswordReset({
      email: who.email,
      ...(who.fiscalCode ? { fiscalCode: who.fiscalCode } : {}),
    }),
  );
}

/** Where a refusal of the new password belongs: the field, the link (ask again), or the form (none). */
export type NewPasswordOutcome = Outcome<void, 'password' | 'link'>;

/**
 * Sets the new password. The shop's refusal names no field: when the token still passes its
 * check, the password was what it refused (the field says so); otherwise the link is spent.
 * No answer at all (the network) is said on the form, and nothing typed is lost either way.
 */
export async function setNewPassword(
  link: ResetLink,
  password: string,
): Promise<NewPasswordOutcome> {
  const registration = registrationArea(ebsnCore());
  try {
    await registration.resetPassword(link.token, password, link.email);
    return done(undefined);
  } catch (error) {
    const refusal = refusedWith(error);
    if (!isUnknownAnswer(error)) return refusal;
    try {
      await registration.checkPasswordResetToken(link.token, link.email);
      return onField(refusal, 'password');
    } catch (checkError) {
      return isUnknownAnswer(checkError) ? onField(refusedWith(checkError), 'link') : refusal;
    }
  }
}
