/**
 * The unread count a `user-messages/mark-read` answer tells, if it tells one. Apart from
 * message-answers.ts, whose sanitiser runs on the server only: this one ships to the browser.
 */
export function unreadAfter(data: unknown): number | undefined {
  const told =
    typeof data === 'object' && data !== null ? (data as { unread?: unknown }).unread : undefined;
  return typeof told === 'number' && Number.isInteger(told) && told >= 0 ? told : undefined;
}
