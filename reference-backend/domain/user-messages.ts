/**
 * The shopper's messages (the account's 'Archivio Messaggi', docs/adr/0015): what the shop sent
 * them, newest first, each unread until they open it. A body is plain text or HTML the shop
 * wrote; the storefront sanitises the HTML anyway (it never trusts markup from the API).
 */
import type { Database } from '../database.ts';
import { shopDate } from './clock.ts';

export interface UserMessage {
  messageId: number;
  title: string;
  body: string;
  bodyFormat: 'text' | 'html';
  sentAt: string;
  read: boolean;
}

interface MessageRow {
  message_id: number;
  title: string;
  body: string;
  body_format: string;
  sent_at: string;
  read_at: string | null;
}

const DAY_MS = 86_400_000;

/** Mario's messages (1001), oldest first; `daysAgo` from the shop's clock, `read` as seeded. */
const DEMO_MESSAGES: readonly {
  daysAgo: number;
  title: string;
  body: string;
  format: 'text' | 'html';
  read: boolean;
}[] = [
  {
    daysAgo: 20,
    title: 'Benvenuto in Sporta',
    body: 'Grazie per esserti registrato. Da oggi puoi fare la spesa online e riceverla a casa.',
    format: 'text',
    read: true,
  },
  {
    daysAgo: 6,
    title: 'Nuovi orari di consegna',
    body: '<p>Da lunedì consegniamo anche <strong>la sera</strong>, fino alle 22.</p><p>Scegli la fascia al momento del checkout.</p>',
    format: 'html',
    read: false,
  },
  {
    daysAgo: 1,
    title: 'Il tuo buono sconto',
    body: 'Hai ricevuto un buono di 5 € per la tua prossima spesa: lo trovi in Vantaggi.',
    format: 'text',
    read: false,
  },
];

export function seedUserMessages(db: Database, userId = 1001): void {
  const now = shopDate().getTime();
  for (const message of DEMO_MESSAGES) {
    const sent = new Date(now - message.daysAgo * DAY_MS).toISOString();
    db.run(
      'INSERT INTO user_messages (user_id, title, body, body_format, sent_at, read_at) VALUES (?, ?, ?, ?, ?, ?)',
      userId,
      message.title,
      message.body,
      message.format,
      sent,
      message.read ? sent : null,
    );
  }
}

/** The messages of `from` as `to`'s own, with their read state (a fresh shopper's option). */
export function copyUserMessages(db: Database, from: number, to: number): void {
  db.run(
    `INSERT INTO user_messages (user_id, title, body, body_format, sent_at, read_at)
     SELECT ?, title, body, body_format, sent_at, read_at FROM user_messages WHERE user_id = ?
      ORDER BY message_id`,
    to,
    from,
  );
}

/** Newest first; the same second, the later message first. */
export function userMessages(db: Database, userId: number): UserMessage[] {
  return db
    .all<MessageRow>(
      'SELECT * FROM user_messages WHERE user_id = ? ORDER BY sent_at DESC, message_id DESC',
      userId,
    )
    .map((row) => ({
      messageId: row.message_id,
      title: row.title,
      body: row.body,
      bodyFormat: row.body_format === 'html' ? 'html' : 'text',
      sentAt: row.sent_at,
      read: row.read_at !== null,
    }));
}

export function unreadCount(db: Database, userId: number): number {
  return (
    db.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM user_messages WHERE user_id = ? AND read_at IS NULL',
      userId,
    )?.n ?? 0
  );
}

/** Marks the shopper's own message read (again: no change); false when it is not theirs. */
export function markRead(db: Database, userId: number, messageId: number): boolean {
  const found = db.one<{ read_at: string | null }>(
    'SELECT read_at FROM user_messages WHERE message_id = ? AND user_id = ?',
    messageId,
    userId,
  );
  if (!found) return false;
  if (found.read_at === null)
    db.run(
      'UPDATE user_messages SET read_at = ? WHERE message_id = ?',
      shopDate().toISOString(),
      messageId,
    );
  return true;
}
