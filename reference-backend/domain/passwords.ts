/** Password hashes (scrypt, per-user salt). Cheap parameters: this backend is for development. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = { N: 4096, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  const hash = scryptSync(password, salt, 32, COST).toString('base64url');
  return `scrypt$${salt}$${hash}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, expected.length, COST);
  return timingSafeEqual(expected, actual);
}

/**
 * A hash no typed password matches, checked when the login is unknown: refusing an unknown login
 * costs the same scrypt as refusing a known one, so the time tells nobody which logins exist
 * (issue 37 item 12).
 */
const UNKNOWN_LOGIN_HASH = hashPassword(randomBytes(16).toString('base64url'));

/**
 * Whether `password` is the stored one. With none stored (an unknown login) the dummy hash is
 * verified all the same: there is no early answer before the hash.
 */
export function passwordMatches(
  password: string,
  stored: string | undefined,
  verify: (password: string, stored: string) => boolean = checkPassword,
): boolean {
  const matches = verify(password, stored ?? UNKNOWN_LOGIN_HASH);
  return stored !== undefined && matches;
}
