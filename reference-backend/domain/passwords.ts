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
