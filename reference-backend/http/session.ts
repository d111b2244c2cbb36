/**
 * Sessions as EBSN carries them (observed §1.6, §2): the session value goes out in the
 * `x-ebsn-session` response header (and a cookie) and comes back as a request header or cookie;
 * login adds the account value (a JWT) in `x-ebsn-account`. An expired logged-in session answers
 * HTTP 419, unless a remember-me account value revives it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { shopNow } from '../domain/clock.ts';
import type { Shop } from '../shop.ts';
import { SessionExpired } from './envelope.ts';

export const SESSION_HEADER = 'x-ebsn-session';
export const ACCOUNT_HEADER = 'x-ebsn-account';
const SESSION_COOKIES = ['x-ebsn-session', 'jsessionid'];
const ACCOUNT_COOKIE = 'x-ebsn-account';
/** Anonymous sessions live this long without use. */
const GUEST_TTL_MS = 24 * 60 * 60 * 1000;

export interface Session {
  sessionId: string;
  userId: number;
  remember: boolean;
  backofficeUser: string | null;
  data: Record<string, unknown>;
  /** True when this call created or revived it: its value goes out in the header. */
  issued: boolean;
}

interface SessionRow {
  session_id: string;
  user_id: number;
  remember: number;
  backoffice_user: string | null;
  data: string;
  expires_at: number;
}

export function newToken(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** Finds the caller's session, creates a guest one, or throws SessionExpired (HTTP 419). */
export function resolveSession(shop: Shop, headers: IncomingHttpHeaders): Session {
  const cookies = parseCookies(headers.cookie);
  const sessionValue =
    header(headers, SESSION_HEADER) ?? SESSION_COOKIES.map((name) => cookies[name]).find(Boolean);
  const accountValue = header(headers, ACCOUNT_HEADER) ?? cookies[ACCOUNT_COOKIE];
  const now = shopNow();
  const account = accountValue ? readAccount(shop.secret, accountValue) : undefined;

  const fallback = !sessionValue && !accountValue ? shop.dev.defaultSession : undefined;
  const id = sessionValue ?? account?.sid ?? fallback;
  const row = id
    ? shop.db.one<SessionRow>('SELECT * FROM sessions WHERE session_id = ?', id)
    : undefined;

  if (row) {
    const session = toSession(row, false);
    if (row.expires_at > now) return touch(shop, session, row.expires_at, now);
    if (row.user_id <= 0) return touch(shop, { ...session, issued: true }, row.expires_at, now);
    // Expired: a remember-me account value of this very session brings it back.
    if (account && account.sid === row.session_id && account.exp > now && row.remember === 1) {
      return touch(shop, { ...session, issued: true }, 0, now);
    }
    shop.db.run('DELETE FROM sessions WHERE session_id = ?', row.session_id);
    throw new SessionExpired();
  }
  if (account && account.exp <= now) throw new SessionExpired();
  return createSession(shop, -1, false);
}

export function createSession(shop: Shop, userId: number, remember: boolean): Session {
  const sessionId = newToken();
  const now = shopNow();
  shop.db.run(
    'INSERT INTO sessions (session_id, user_id, remember, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    sessionId,
    userId,
    remember,
    now,
    now + ttl(shop, userId, remember),
  );
  return { sessionId, userId, remember, backofficeUser: null, data: {}, issued: true };
}

/** Puts a user on a session (login) with a fresh session value, as EBSN renews it at login. */
export function login(shop: Shop, previous: Session, userId: number, remember: boolean): Session {
  shop.db.run('DELETE FROM sessions WHERE session_id = ?', previous.sessionId);
  return createSession(shop, userId, remember);
}

export function saveSessionData(shop: Shop, session: Session): void {
  shop.db.run(
    'UPDATE sessions SET data = ?, backoffice_user = ?, user_id = ? WHERE session_id = ?',
    JSON.stringify(session.data),
    session.backofficeUser,
    session.userId,
    session.sessionId,
  );
}

export function endSession(shop: Shop, session: Session): void {
  shop.db.run('DELETE FROM sessions WHERE session_id = ?', session.sessionId);
}

/** The account value: a JWT (HS256) naming the session and user, valid 30 days with remember-me. */
export function issueAccount(shop: Shop, session: Session): string {
  const exp =
    shopNow() + (session.remember ? shop.settings.rememberTtlMs : shop.settings.sessionTtlMs * 4);
  const head = base64url({ alg: 'HS256', typ: 'JWT' });
  const body = base64url({
    sid: session.sessionId,
    sub: session.userId,
    exp: Math.floor(exp / 1000),
  });
  return `${head}.${body}.${sign(shop.secret, `${head}.${body}`)}`;
}

export function sessionCookie(session: Session): string {
  return `X-Ebsn-Session=${session.sessionId}; Path=/; HttpOnly; SameSite=Lax`;
}

/** Removes sessions nobody can use any more. */
export function sweepSessions(shop: Shop): void {
  shop.db.run(
    'DELETE FROM sessions WHERE expires_at < ? AND (user_id <= 0 OR remember = 0 OR expires_at < ?)',
    shopNow(),
    shopNow() - shop.settings.rememberTtlMs,
  );
}

function ttl(shop: Shop, userId: number, remember: boolean): number {
  if (userId <= 0) return GUEST_TTL_MS;
  return remember ? Math.max(shop.settings.sessionTtlMs, 1) : shop.settings.sessionTtlMs;
}

/** Slides the expiry, writing at most once a minute. */
function touch(shop: Shop, session: Session, expiresAt: number, now: number): Session {
  const next = now + ttl(shop, session.userId, session.remember);
  if (next - expiresAt > 60_000 || expiresAt <= now) {
    shop.db.run('UPDATE sessions SET expires_at = ? WHERE session_id = ?', next, session.sessionId);
  }
  return session;
}

function toSession(row: SessionRow, issued: boolean): Session {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    data = {};
  }
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    remember: row.remember === 1,
    backofficeUser: row.backoffice_user,
    data,
    issued,
  };
}

function readAccount(secret: string, value: string): { sid: string; exp: number } | undefined {
  const [head, body, signature] = value.split('.');
  if (!head || !body || !signature) return undefined;
  const expected = Buffer.from(sign(secret, `${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      sid?: unknown;
      exp?: unknown;
    };
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { sid: payload.sid, exp: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}

function sign(secret: string, content: string): string {
  return createHmac('sha256', secret).update(content).digest('base64url');
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : undefined;
}

function parseCookies(cookie: string | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  if (!cookie) return jar;
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (name && value) jar[name] = decodeURIComponent(value);
  }
  return jar;
}
