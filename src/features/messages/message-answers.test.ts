import { describe, expect, it } from 'vitest';
import { archiveOf } from './message-answers';
import { unreadAfter } from './read-answer';

const message = (over: Record<string, unknown>) => ({
  messageId: 1,
  title: 'Titolo',
  body: 'Testo',
  bodyFormat: 'text',
  sentAt: '2026-11-20T09:00:00.000Z',
  read: false,
  ...over,
});

describe('archiveOf', () => {
  it('lists newest first whatever the order of the answer, with the shop date', () => {
    const { messages } = archiveOf({
      messages: [
        message({ messageId: 1, sentAt: '2026-11-01T09:00:00.000Z' }),
        message({ messageId: 3, sentAt: '2026-11-24T09:00:00.000Z' }),
        message({ messageId: 2, sentAt: '2026-11-10T09:00:00.000Z' }),
      ],
      unread: 3,
    });
    expect(messages.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(messages[0]?.date).toBe('24/11/2026');
  });

  it('sanitises an HTML body and keeps a text body as text', () => {
    const { messages } = archiveOf({
      messages: [
        message({
          messageId: 1,
          bodyFormat: 'html',
          body: '<p onclick="x()">Ciao <strong>tu</strong></p><script>alert(1)</script>',
        }),
        message({ messageId: 2, body: '<b>non è HTML</b>', sentAt: '2026-11-01T09:00:00.000Z' }),
      ],
    });
    expect(messages[0]?.html).toBe('<p>Ciao <strong>tu</strong></p>');
    expect(messages[0]?.text).toBeUndefined();
    expect(messages[1]?.text).toBe('<b>non è HTML</b>');
    expect(messages[1]?.html).toBeUndefined();
  });

  it('makes the title plain text and counts unread ones when the answer does not', () => {
    const archive = archiveOf({
      messages: [
        message({ title: 'Pi&ugrave; <em>sconti</em>' }),
        message({ messageId: 2, read: true }),
      ],
    });
    expect(archive.messages.find((m) => m.id === 1)?.title).toBe('Più sconti');
    expect(archive.unread).toBe(1);
  });

  it('drops entries without id or date and reads a missing list as empty', () => {
    expect(archiveOf({ messages: [{ title: 'x' }, message({ sentAt: 'ieri' })] }).messages).toEqual(
      [],
    );
    expect(archiveOf(undefined)).toEqual({ messages: [], unread: 0 });
  });
});

describe('unreadAfter', () => {
  it('reads the count a mark-read answer tells', () => {
    expect(unreadAfter({ messageId: 1, read: true, unread: 2 })).toBe(2);
    expect(unreadAfter({ unread: -1 })).toBeUndefined();
    expect(unreadAfter(null)).toBeUndefined();
  });
});
