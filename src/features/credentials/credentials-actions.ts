/**
 * The store actions of /profile/update-email and /profile/update-password (spec: account §4
 * "E-mail update: request with new e-mail", §7 update_email_request, update_password), through
 * the browser's EBSN core. Loaded with the shopper's first press, so neither page carries an SDK
 * call until then. Each answers where its refusal belongs (refusal-place.ts).
 */
import { registrationArea } from '@sporta/sdk';
import { ebsnCore } from '../../shell/ebsn';
import { type FieldOutcome, fieldOutcomeOf } from './refusal-place';

/** Refusals show where the shopper acted (the field, the form), not as toasts. */
const inPlace = { toasts: false } as const;

/** Asks for the link to the new e-mail; an address in use is the field's refusal. */
export function askEmailChange(newEmail: string): Promise<FieldOutcome<'email'>> {
  return fieldOutcomeOf('email', () =>
    registrationArea(ebsnCore()).requestEmailChange(newEmail, inPlace),
  );
}

/**
 * Changes the password (the generic module's update_password, as the password reset uses the
 * generic module). The new one passed the shop's rule on the form already, so the shop's own
 * refusal is the old password's.
 */
export function changePassword(
  oldPassword: string,
  newPassword: string,
): Promise<FieldOutcome<'oldPassword'>> {
  return fieldOutcomeOf('oldPassword', () =>
    registrationArea(ebsnCore()).changePassword(oldPassword, newPassword, inPlace),
  );
}
