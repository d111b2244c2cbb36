/**
 * The one background call behind the unread badge (unread-badge.ts loads this on demand, so
 * guests and shoppers with a fresh count never download the SDK call).
 */
import { userMessagesArea } from '@sporta/sdk';
import { backgroundCore } from '../hydration/background-core';

export async function fetchUnreadCount(): Promise<number | undefined> {
  const data = await userMessagesArea(backgroundCore()).unread({ toasts: false });
  return typeof data?.unread === 'number' ? data.unread : undefined;
}
