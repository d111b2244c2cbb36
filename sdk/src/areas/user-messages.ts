/**
 * The shopper's messages (issue 29 'Archivio Messaggi'; docs/adr/0015: defined by Sporta, not
 * observed on EBSN): the list newest first, the unread count alone, marking one read. Every
 * answer carries the unread count.
 */
import type { EbsnContext } from '../context';
import { caller } from '../context';
import type { UnwrapOptions } from '../envelope';

type Told = Omit<UnwrapOptions, 'schema'>;

export function userMessagesArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  return {
    list: (told?: Told) => send(GET('/user-messages/list'), told),
    unread: (told?: Told) => send(GET('/user-messages/unread'), told),
    markRead: (messageId: number, told?: Told) =>
      send(POST('/user-messages/mark-read', { params: { query: { messageId } } }), told),
  };
}
