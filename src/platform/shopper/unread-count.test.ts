import { describe, expect, it } from 'vitest';
import { readUnreadCookie, UNREAD_MAX_AGE_S, unreadCookie } from './unread-count';

describe('the unread-messages cookie', () => {
  it('reads the count among other cookies, and nothing when absent or malformed', () => {
    expect(readUnreadCookie('a=1; sporta_unread_messages=3; b=2')).toBe(3);
    expect(readUnreadCookie('sporta_unread_messages=0')).toBe(0);
    expect(readUnreadCookie('a=1')).toBeUndefined();
    expect(readUnreadCookie('sporta_unread_messages=tre')).toBeUndefined();
    expect(readUnreadCookie('x_sporta_unread_messages=3')).toBeUndefined();
  });

  it('is kept a few minutes on the whole site, Secure over https', () => {
    expect(unreadCookie(2, false)).toBe(
      `sporta_unread_messages=2; Path=/; Max-Age=${UNREAD_MAX_AGE_S}; SameSite=Lax`,
    );
    expect(unreadCookie(2, true)).toMatch(/; Secure$/);
  });
});
