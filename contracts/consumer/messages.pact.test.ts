/**
 * The shopper's messages (issue 29 'Archivio Messaggi'; defined by Sporta, docs/adr/0015): the
 * list with the unread count, the count alone (the top bar's badge), marking one read.
 */
import { expect } from 'vitest';
import { contract, contracts } from './contract';
import { boolean, eachLike, integer, ok, regex, string } from './fixtures';

const SHOPPER = 'a logged-in shopper';
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

contracts('messages', [
  contract({
    state: SHOPPER,
    when: "a request for the shopper's messages",
    method: 'GET',
    path: '/user-messages/list',
    answer: ok({
      messages: eachLike({
        messageId: integer(2),
        title: string('Nuovi orari di consegna'),
        body: string('<p>Da lunedì consegniamo anche la sera.</p>'),
        bodyFormat: regex('^(text|html)$', 'html'),
        sentAt: regex(ISO, '2026-11-18T09:00:00.000Z'),
        read: boolean(false),
      }),
      unread: integer(2),
    }),
    call: (sdk) => sdk.userMessages.list(),
    check: (data) =>
      expect(data).toEqual({
        messages: [
          {
            messageId: 2,
            title: 'Nuovi orari di consegna',
            body: '<p>Da lunedì consegniamo anche la sera.</p>',
            bodyFormat: 'html',
            sentAt: '2026-11-18T09:00:00.000Z',
            read: false,
          },
        ],
        unread: 2,
      }),
  }),
  contract({
    state: SHOPPER,
    when: "a request for the count of the shopper's unread messages",
    method: 'GET',
    path: '/user-messages/unread',
    answer: ok({ unread: integer(2) }),
    call: (sdk) => sdk.userMessages.unread(),
    check: (data) => expect(data).toEqual({ unread: 2 }),
  }),
  contract({
    state: SHOPPER,
    when: 'marking one of the shopper’s messages read',
    method: 'POST',
    path: '/user-messages/mark-read',
    query: { messageId: '2' },
    answer: ok({ messageId: integer(2), read: boolean(true), unread: integer(1) }),
    call: (sdk) => sdk.userMessages.markRead(2),
    check: (data) => expect(data).toEqual({ messageId: 2, read: true, unread: 1 }),
  }),
]);
