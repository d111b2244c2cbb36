/**
 * The store actions of /profile/update-email and /profile/update-password (spec: account §4
 * "E-mail update: request with new e-mail", §7 update_email_request, update_password, or the
 * chain module's update-email and update-credentials: README REGISTRATION_MODULE), through
 * the browser's EBSN core. Loaded with the shopper's first press, so neither page carries an SDK
 * call until then. Each answers where its refusal belongs (refusal-place.ts).
 */
import {
  accountModuleArea,
  type RegistrationModule,
  registrationArea,
  registrationCalls,
} from '@sporta/sdk';
import type { Outcome } from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { fieldOutcomeOf, PASSWORD_WRONG_CODE } from './refusal-place';

/** Refusals show where the shopper acted (the field, the form), not as toasts. */
const inPlace = { toasts: false } as const;

/** The calls of the shop's registration module (README REGISTRATION_MODULE). */
const callsOf = (module: RegistrationModule) =>
  registrationCalls(
    { accountModule: accountModuleArea(ebsnCore()), registration: registrationArea(ebsnCore()) },
    module,
  );

/**
 * Asks for the link to the new e-mail, with the password in use as the proof the change is the
 * shopper's (issue 37): an address in use is the e-mail's refusal, a wrong password the password's.
 */
export function askEmailChange(
  newEmail: string,
  password: string,
  module: RegistrationModule,
): Promise<Outcome<void, 'email' | 'password'>> {
  return fieldOutcomeOf<'email' | 'password'>(
    'email',
    () => callsOf(module).changeEmail(newEmail, password, inPlace),
    { [PASSWORD_WRONG_CODE]: 'password' },
  );
}

/**
 * Changes the password through the shop's registration module (generic update_password, the
 * chain's update-credentials: registration-module.ts says why that one). The new one passed the
 * shop's rule on the form already, so the shop's own refusal is the old password's.
 */
export function changePassword(
  oldPassword: string,
  newPassword: string,
  module: RegistrationModule,
): Promise<Outcome<void, 'oldPassword'>> {
  return fieldOutcomeOf('oldPassword', () =>
    callsOf(module).changePassword(oldPassword, newPassword, inPlace),
  );
}
