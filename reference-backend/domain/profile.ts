/**
 * The signed-in shopper's profile and password calls, which the generic registration module and the
 * account module answer alike (spec: account §7 "Registration and profile"): one copy for both.
 */
import { type Call, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS } from '../messages.ts';
import { checkResetToken } from './accounts.ts';
import { findCode } from './codes.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { checkNewPassword, renderPerson } from './people.ts';
import { type UserRow, userById } from './users.ts';

/** The signed-in shopper's row; a guest gets HTTP 419 (userOf), a user no longer there a refusal. */
export function currentUser(call: Call): UserRow {
  const user = userById(call.shop.db, userOf(call));
  if (!user) throw new Refusal(BACKEND_TEXTS.notFound);
  return user;
}

/** The profile (PersonDetail) as both modules answer it, with the texts to show. */
export function profileAnswer(call: Call, infos?: string[]) {
  const user = currentUser(call);
  return { data: renderPerson(call.shop.db, user), ...(infos ? { infos } : {}) };
}

/** The code of the wrong-current-password refusal: a form puts it on its password field. */
export const PASSWORD_WRONG_CODE = 'PASSWORD_WRONG';

/** The shopper proves the change is theirs with the password in use (issue 37 item 11). */
export function checkCurrentPassword(user: UserRow, password: string | undefined): void {
  if (!password || !checkPassword(password, user.password_hash))
    throw new Refusal(BACKEND_TEXTS.passwordWrong, { code: PASSWORD_WRONG_CODE });
}

/**
 * Changes the password after the proof it is the shopper's: the old password, or a reset token
 * mailed to them (used up here). The new one must pass the password rule. Every other session of
 * the shopper ends (as a reset ends them all): whoever signed in elsewhere with the old password
 * is out; the session that changed it stays.
 */
export function changePassword(
  call: Call,
  oldPassword: string | undefined,
  newPassword: string | undefined,
  resetToken?: string,
) {
  const user = currentUser(call);
  if (resetToken === undefined) checkCurrentPassword(user, oldPassword);
  else if (checkResetToken(call.shop, resetToken).user_id !== user.user_id)
    throw new Refusal(BACKEND_TEXTS.tokenWrong);
  const checked = checkNewPassword(newPassword);
  call.shop.db.transaction(() => {
    if (resetToken !== undefined) findCode(call.shop.db, 'reset', resetToken, true);
    call.shop.db.run(
      'UPDATE users SET password_hash = ? WHERE user_id = ?',
      hashPassword(checked),
      user.user_id,
    );
    call.shop.db.run(
      'DELETE FROM sessions WHERE user_id = ? AND session_id <> ?',
      user.user_id,
      call.session.sessionId,
    );
  });
  return { data: { userId: user.user_id }, infos: [BACKEND_TEXTS.passwordChanged] };
}
