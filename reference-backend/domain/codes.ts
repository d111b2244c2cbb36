/**
 * One-time codes and tokens (MFA pins, registration control codes, reset and e-mail tokens,
 * anonymisation, back-office OTP): stored with an expiry, used once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../database.ts';
import { shopNow } from './clock.ts';

export type CodeKind =
  | 'mfa'
  | 'mfa-setting'
  | 'registration'
  | 'reset'
  | 'email'
  | 'anonymize'
  | 'otp'
  | 'social';

const LIFETIME_MS: Record<CodeKind, number> = {
  mfa: 10 * 60_000,
  'mfa-setting': 10 * 60_000,
  otp: 10 * 60_000,
  // A registration not confirmed within a day lapses (issue 37 item 12; accounts.ts).
  registration: 86_400_000,
  reset: 86_400_000,
  email: 86_400_000,
  anonymize: 3600_000,
  social: 10 * 60_000,
};

export function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function token(): string {
  return randomBytes(12).toString('hex').toUpperCase();
}

/** Stores a code for a user (or a subject such as an e-mail); older codes of that kind go. */
export function issueCode(
  db: Database,
  kind: CodeKind,
  code: string,
  owner: { userId?: number; subject?: string; value?: string },
): string {
  if (owner.userId !== undefined)
    db.run('DELETE FROM codes WHERE kind = ? AND user_id = ?', kind, owner.userId);
  else if (owner.subject)
    db.run('DELETE FROM codes WHERE kind = ? AND subject = ?', kind, owner.subject);
  db.run(
    'INSERT OR REPLACE INTO codes (code, kind, user_id, subject, value, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    code,
    kind,
    owner.userId ?? null,
    owner.subject ?? null,
    owner.value ?? null,
    shopNow() + LIFETIME_MS[kind],
  );
  return code;
}

export interface CodeRow {
  code: string;
  kind: string;
  user_id: number | null;
  subject: string | null;
  value: string | null;
  expires_at: number;
  used: number;
}

/** Why a code is not usable: none by that value, used already, or past its expiry. */
export type CodeRefusal = 'unknown' | 'used' | 'expired';

/** The valid, unused code, or why not: a link can then say what happened to it. */
export function codeState(
  db: Database,
  kind: CodeKind,
  code: string,
): { valid: CodeRow } | { refused: CodeRefusal } {
  const row = db.one<CodeRow>('SELECT * FROM codes WHERE kind = ? AND code = ?', kind, code.trim());
  if (!row) return { refused: 'unknown' };
  if (row.used !== 0) return { refused: 'used' };
  if (row.expires_at <= shopNow()) return { refused: 'expired' };
  return { valid: row };
}

/** The valid, unused code, or undefined. `consume` marks it used. */
export function findCode(
  db: Database,
  kind: CodeKind,
  code: string,
  consume = false,
): CodeRow | undefined {
  const row = db.one<CodeRow>(
    'SELECT * FROM codes WHERE kind = ? AND code = ? AND used = 0 AND expires_at > ?',
    kind,
    code.trim(),
    shopNow(),
  );
  if (row && consume)
    db.run('UPDATE codes SET used = 1 WHERE kind = ? AND code = ?', kind, row.code);
  return row;
}

/** Whether the user has a valid, unused code of that kind (a login waiting for its pin). */
export function hasLiveCode(db: Database, kind: CodeKind, userId: number): boolean {
  return (
    db.one(
      'SELECT 1 FROM codes WHERE kind = ? AND user_id = ? AND used = 0 AND expires_at > ?',
      kind,
      userId,
      shopNow(),
    ) !== undefined
  );
}

/** Wrong tries a short code takes before it is void (issue 37 item 9). */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Counts a wrong try at the owner's live code of that kind; the fifth voids it, so the owner must
 * ask for a new one. True when this try voided it.
 */
export function countWrongTry(
  db: Database,
  kind: CodeKind,
  owner: { userId: number } | { subject: string },
): boolean {
  const [column, value] =
    'userId' in owner
      ? (['user_id', owner.userId] as const)
      : (['subject', owner.subject] as const);
  const live = db.one<{ code: string; attempts: number }>(
    `SELECT code, attempts FROM codes WHERE kind = ? AND ${column} = ? AND used = 0 AND expires_at > ?`,
    kind,
    value,
    shopNow(),
  );
  if (!live) return false;
  const attempts = live.attempts + 1;
  db.run(
    'UPDATE codes SET attempts = ?, used = ? WHERE kind = ? AND code = ?',
    attempts,
    attempts >= MAX_CODE_ATTEMPTS,
    kind,
    live.code,
  );
  return attempts >= MAX_CODE_ATTEMPTS;
}
