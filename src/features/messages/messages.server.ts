/**
 * What /profile/news-list loads on the server with the shopper's session: their messages
 * (`user-messages/list`). A failure is said in place on the page, never an error page.
 */
import type { EbsnClient } from '@sporta/sdk';
import { archiveOf, type MessageArchive } from './message-answers';

export async function loadMessages(ebsn: EbsnClient): Promise<MessageArchive | undefined> {
  try {
    return archiveOf(await ebsn.userMessages.list({ toasts: false }));
  } catch (error) {
    console.warn('[messages] user-messages/list unavailable', error);
    return undefined;
  }
}
