/**
 * The store action of /profile/news-list: a message opened is marked read on the server
 * (`user-messages/mark-read`), answering the unread count after it. Loaded with the shopper's
 * first opening, so the page's JavaScript carries no SDK call until then.
 */
import { userMessagesArea } from '@sporta/sdk';
import { attempt, type Outcome } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { unreadAfter } from './read-answer';

/** A refusal is shown in the message opened, not as a toast. */
const inPlace = { toasts: false } as const;

export function markRead(messageId: number): Promise<Outcome<number | undefined>> {
  return attempt(
    async () => unreadAfter(await userMessagesArea(ebsnCore()).markRead(messageId, inPlace)),
    'newsList.markFailed',
  );
}
