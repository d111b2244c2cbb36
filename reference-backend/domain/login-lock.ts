/**
 * Wrong passwords in a row (issue 37 item 9): the tenth locks the login for 15 minutes, by the
 * shop's clock. Counted by the login as typed, known or not, so the lock tells nobody whether an
 * account exists. A right password clears the count.
 */
import type { Database } from '../database.ts';
import { shopNow } from './clock.ts';

export const MAX_PASSWORD_FAILURES = 10;
export const LOCK_MS = 15 * 60_000;

/** Shoppers' logins and back-office usernames are counted apart. */
export type LoginRealm = 'shopper' | 'operator';

const keyOf = (login: string) => login.trim().toLowerCase();

export function isLocked(db: Database, realm: LoginRealm, login: string): boolean {
  const row = db.one<{ locked_until: number }>(
    'SELECT locked_until FROM login_failures WHERE realm = ? AND login = ?',
    realm,
    keyOf(login),
  );
  return (row?.locked_until ?? 0) > shopNow();
}

/** Counts a wrong password; true when this one locked the login. */
export function countFailure(db: Database, realm: LoginRealm, login: string): boolean {
  const key = keyOf(login);
  const failures =
    (db.one<{ failures: number }>(
      'SELECT failures FROM login_failures WHERE realm = ? AND login = ?',
      realm,
      key,
    )?.failures ?? 0) + 1;
  const locks = failures >= MAX_PASSWORD_FAILURES;
  db.run(
    `INSERT INTO login_failures (realm, login, failures, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT(realm, login) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
    realm,
    key,
    locks ? 0 : failures,
    locks ? shopNow() + LOCK_MS : 0,
  );
  return locks;
}

export function clearFailures(db: Database, realm: LoginRealm, login: string): void {
  db.run('DELETE FROM login_failures WHERE realm = ? AND login = ?', realm, keyOf(login));
}
