import { describe, expect, it } from 'vitest';
import { type CookieJar, SESSION_COOKIE } from './cookies';
import { cookieTokenStore } from './session';

/** A request's cookie jar, with the Set-Cookie writes it would answer. */
function jarOf(values: Record<string, string>) {
  const written: { name: string; value: string }[] = [];
  const jar: CookieJar = {
    get: (name) => (name in values ? { value: values[name] ?? '' } : undefined),
    set: (name, value) => {
      values[name] = value;
      written.push({ name, value });
    },
    delete: (name) => {
      delete values[name];
      written.push({ name, value: '' });
    },
  };
  return { jar, written };
}

describe('the session kept in cookies', () => {
  it('given an answer echoing the session its request sent, then no cookie is written', () => {
    // Its request may have left before a logout: were its answer to set the cookie again after
    // the logout's deletion, the ended session would come back. And no Set-Cookie on every call.
    const { jar, written } = jarOf({ [SESSION_COOKIE]: 'abc' });
    cookieTokenStore(jar, false).set({ session: 'abc' });
    expect(written).toEqual([]);
  });

  it('given a renewed or first session, then it is written', () => {
    const renewed = jarOf({ [SESSION_COOKIE]: 'abc' });
    cookieTokenStore(renewed.jar, false).set({ session: 'def' });
    expect(renewed.written).toEqual([{ name: SESSION_COOKIE, value: 'def' }]);
    const first = jarOf({});
    cookieTokenStore(first.jar, false).set({ session: 'abc' });
    expect(first.written).toEqual([{ name: SESSION_COOKIE, value: 'abc' }]);
  });
});
