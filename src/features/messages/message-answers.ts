/**
 * The messages as the page shows them, read from `user-messages/list` (docs/adr/0015): newest
 * first whatever order the answer had, the title as plain text, the body as plain text or
 * sanitised HTML — never the server's markup as it came. Pure: tested beside it.
 */
import { formatDayParts } from '@sporta/i18n';
import { plainText } from '../../platform/html/plain-text';
import { safeHtml } from '../../platform/html/safe-html';

export interface ShownMessage {
  id: number;
  title: string;
  /** 'gg/mm/aaaa', the shop's date formatter. */
  date: string;
  /** For ordering and the <time> element. */
  sentAt: string;
  read: boolean;
  /** Exactly one of the two. */
  text?: string;
  html?: string;
}

export interface MessageArchive {
  messages: ShownMessage[];
  unread: number;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function messageOf(value: unknown): ShownMessage | undefined {
  const raw = record(value);
  const id = raw.messageId;
  const sentAt = raw.sentAt;
  if (typeof id !== 'number' || typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt)))
    return undefined;
  const body = typeof raw.body === 'string' ? raw.body : '';
  const shown: ShownMessage = {
    id,
    title: plainText(typeof raw.title === 'string' ? raw.title : ''),
    date: formatDayParts(sentAt).numeric,
    sentAt,
    read: raw.read === true,
  };
  if (raw.bodyFormat === 'html') shown.html = safeHtml(body);
  else shown.text = body;
  return shown;
}

export function archiveOf(data: unknown): MessageArchive {
  const raw = record(data);
  const messages = (Array.isArray(raw.messages) ? raw.messages : [])
    .map(messageOf)
    .filter((message): message is ShownMessage => message !== undefined)
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt) || b.id - a.id);
  const told = raw.unread;
  const unread =
    typeof told === 'number' && Number.isInteger(told) && told >= 0
      ? told
      : messages.filter((message) => !message.read).length;
  return { messages, unread };
}
