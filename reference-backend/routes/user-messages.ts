/**
 * The shopper's messages (docs/adr/0015: no such call was observed on the real EBSN, so the
 * storefront defines these three): the list newest first with the unread count, the count alone
 * (the top bar's), and marking one read. Each answer carries `unread`, so the storefront's badge
 * follows the server without a second call.
 */
import { markRead, unreadCount, userMessages } from '../domain/user-messages.ts';
import { type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS } from '../messages.ts';

export const userMessageRoutes: Routes = {
  'GET /user-messages/list': (call) => {
    const userId = userOf(call);
    return {
      data: {
        messages: userMessages(call.shop.db, userId),
        unread: unreadCount(call.shop.db, userId),
      },
    };
  },

  // A guest has none, not a 419: the badge's background call may cross a sign-out, and a hint
  // must never end a session or show an error.
  'GET /user-messages/unread': (call) => ({
    data: {
      unread: call.session.userId > 0 ? unreadCount(call.shop.db, call.session.userId) : 0,
    },
  }),

  'POST /user-messages/mark-read': (call) => {
    const userId = userOf(call);
    const messageId = call.query.int('messageId');
    if (!markRead(call.shop.db, userId, messageId)) throw new Refusal(BACKEND_TEXTS.notFound);
    return { data: { messageId, read: true, unread: unreadCount(call.shop.db, userId) } };
  },
};
