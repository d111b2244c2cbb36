/**
 * Back-office operators' credentials (spec: account §6 "Back-office user"): the password and,
 * when the operator has it, a one-time code by e-mail. The back office's own sign-in and the fake
 * identity provider's page (pages/sign-in-page.ts) check them alike: an IdP authenticates its user.
 */
import { MFA_STATUS, Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import type { Shop } from '../shop.ts';
import { countWrongTry, findCode, issueCode, sixDigits } from './codes.ts';
import { clearFailures, countFailure, isLocked } from './login-lock.ts';
import { passwordMatches } from './passwords.ts';

interface OperatorRow {
  username: string;
  password_hash: string;
  otp_enabled: number;
}

/** Where an operator's one-time codes are mailed (the development mailbox's recipient). */
export const operatorMailbox = (username: string) => `${username}@backoffice.sporta.example.it`;

/**
 * The operator's username once password and code are right. Without the code (when required)
 * one is mailed and the refusal has MFA_STATUS, as auth/login does for shoppers.
 */
export function authenticateOperator(
  shop: Shop,
  username: string,
  password: string,
  otp: string | undefined,
): string {
  const row = shop.db.one<OperatorRow>(
    'SELECT username, password_hash, otp_enabled FROM backoffice_users WHERE username = ?',
    username.trim().toLowerCase(),
  );
  if (isLocked(shop.db, 'operator', username)) throw new Refusal(BACKEND_TEXTS.loginLocked);
  if (!passwordMatches(password, row?.password_hash) || !row) {
    if (countFailure(shop.db, 'operator', username)) throw new Refusal(BACKEND_TEXTS.loginLocked);
    throw new Refusal(SPEC_TEXTS['login.wrongCredentials']);
  }
  clearFailures(shop.db, 'operator', username);
  if (row.otp_enabled !== 1) return row.username;
  const subject = operatorMailbox(row.username);
  if (!otp) {
    const code = issueCode(shop.db, 'otp', sixDigits(), { subject });
    shop.mail(subject, 'Codice monouso del back office', `Il tuo codice monouso è ${code}.`, code);
    throw new Refusal(BACKEND_TEXTS.otpSent, { status: MFA_STATUS });
  }
  const found = findCode(shop.db, 'otp', otp);
  if (!found || found.subject !== subject) {
    const voided = countWrongTry(shop.db, 'otp', { subject });
    throw new Refusal(voided ? BACKEND_TEXTS.codeVoided : BACKEND_TEXTS.codeWrong, {
      status: MFA_STATUS,
    });
  }
  findCode(shop.db, 'otp', otp, true);
  return row.username;
}
