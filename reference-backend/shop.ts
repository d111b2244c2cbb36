/**
 * What every handler shares: the database, the settings of this run, the development mailbox
 * and the account-token secret. Built once by startBackend (server.ts).
 */
import type { Database } from './database.ts';
import { shopDate } from './domain/clock.ts';

export interface ShopSettings {
  /** Where the storefront runs; the fake payment page sends the shopper back there. */
  storefrontUrl: string;
  /** This backend's own origin, e.g. http://127.0.0.1:4010. */
  publicUrl: string;
  devHooks: boolean;
  /** Idle time after which a logged-in session answers HTTP 419 (without remember-me). */
  sessionTtlMs: number;
  /** Lifetime of a remember-me account value. */
  rememberTtlMs: number;
  /** The captcha token accepted by auth/login in development (README). */
  captchaToken: string;
  /** Where the database lives; uploaded attachments are kept beside it (attachments/). */
  dataDir?: string;
}

export interface Mail {
  mailId: number;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  sentAt: string;
}

export interface Shop {
  db: Database;
  settings: ShopSettings;
  /** HMAC key of the account values (stored in meta: they survive a restart, not a reset). */
  secret: string;
  log(line: string): void;
  /** "Sends" an e-mail: kept in the development mailbox and printed on the console. */
  mail(recipient: string, subject: string, body: string, code?: string): void;
  /** Session used by calls that carry none, set by a provider state (dev hooks only). */
  dev: {
    defaultSession: string | undefined;
    /**
     * The latest app version version.json announces instead of APP_VERSION (POST /_dev/version):
     * per browser (its x-ebsn-client-uuid), '*' for every browser without one of its own.
     */
    appVersions: Map<string, string>;
  };
}

export const DEV_CAPTCHA_TOKEN = 'sporta-dev-captcha';

export function createMailer(db: Database, log: (line: string) => void): Shop['mail'] {
  return (recipient, subject, body, code) => {
    db.run(
      'INSERT INTO mailbox (recipient, subject, body, code, sent_at) VALUES (?, ?, ?, ?, ?)',
      recipient.toLowerCase(),
      subject,
      body,
      code ?? null,
      shopDate().toISOString(),
    );
    log(`[mailbox] a ${recipient}: ${subject}${code ? ` — codice ${code}` : ''}`);
  };
}

export function readMailbox(db: Database, recipient?: string, limit = 20): Mail[] {
  const rows = recipient
    ? db.all<Record<string, unknown>>(
        'SELECT * FROM mailbox WHERE recipient = ? ORDER BY mail_id DESC LIMIT ?',
        recipient.toLowerCase(),
        limit,
      )
    : db.all<Record<string, unknown>>('SELECT * FROM mailbox ORDER BY mail_id DESC LIMIT ?', limit);
  return rows.map((row) => ({
    mailId: Number(row.mail_id),
    recipient: String(row.recipient),
    subject: String(row.subject),
    body: String(row.body),
    code: row.code === null ? null : String(row.code),
    sentAt: String(row.sent_at),
  }));
}
