/**
 * How many of the signed-in shopper's messages are unread, for the top bar's badge (issue 29).
 * Not in the server's render: shared pages go to many shoppers (shared-pages.ts) and must carry
 * nobody's count, and a call on every render would cost every page. So the browser keeps the
 * count in a page-readable cookie (a number, no secret) for a few minutes; with none, the shell
 * asks `user-messages/unread` once after load (src/shell/shopper/unread-badge.ts). The messages page and
 * each message opened write the count they were answered. Signing out clears it (session.ts).
 */
import { atom } from 'nanostores';

export const UNREAD_COOKIE = 'sporta_unread_messages';
/** New messages reach the badge within this long without the shopper doing anything. */
export const UNREAD_MAX_AGE_S = 300;

/** undefined: not known (a guest, or not asked yet). */
export const $unread = atom<number | undefined>(undefined);

/** The count in the cookie, if any and well formed. */
export function readUnreadCookie(cookie: string): number | undefined {
  const found = new RegExp(`(?:^|; )${UNREAD_COOKIE}=(\\d{1,6})(?:;|$)`).exec(cookie)?.[1];
  return found === undefined ? undefined : Number(found);
}

export function unreadCookie(count: number, secure: boolean): string {
  return `${UNREAD_COOKIE}=${count}; Path=/; Max-Age=${UNREAD_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** An answer told the count: the badge shows it, the cookie keeps it for the next pages. */
export function unreadChanged(count: number, doc: Document = document): void {
  if (!Number.isInteger(count) || count < 0) return;
  doc.cookie = unreadCookie(count, doc.location?.protocol === 'https:');
  $unread.set(count);
}
