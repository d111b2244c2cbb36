// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToEbsn } from './ebsn-proxy';
import { Jar, startUpstream } from './proxy-test-upstream';
import { SOCIAL_PENDING_COOKIE, startsSocialSignIn, takeSocialSignIn } from './social-sign-in';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

const fromShop = (path: string) =>
  new Request(`http://127.0.0.1:4321/ebsn/api/${path}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });

describe('a social sign-in completes only in the browser that started it', () => {
  it('given the shop asking where to sign in with Google, then this browser is marked for Google for ten minutes', async () => {
    const jar = new Jar();
    await proxyToEbsn(fromShop('social-redir/google'), 'social-redir/google', jar, upstream.base);
    expect(jar.get(SOCIAL_PENDING_COOKIE)?.value).toBe('google');
    expect(jar.options.get(SOCIAL_PENDING_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 600,
    });
  });

  it('given a call with a code or another path, then nothing is marked', () => {
    expect(startsSocialSignIn('social-redir/google', '?code=abc')).toBeUndefined();
    expect(startsSocialSignIn('social-redir/twitter', '')).toBeUndefined();
    expect(startsSocialSignIn('auth/login', '')).toBeUndefined();
    expect(startsSocialSignIn('social-redir/facebook', '')).toBe('facebook');
  });

  it('given the return, then the mark counts once and only for its provider', () => {
    const jar = new Jar();
    jar.values.set(SOCIAL_PENDING_COOKIE, 'google');
    expect(takeSocialSignIn(jar, 'facebook')).toBe(false);
    expect(takeSocialSignIn(jar, 'google')).toBe(false);
    jar.values.set(SOCIAL_PENDING_COOKIE, 'google');
    expect(takeSocialSignIn(jar, 'google')).toBe(true);
    expect(takeSocialSignIn(jar, 'google')).toBe(false);
    expect(takeSocialSignIn(new Jar(), 'google')).toBe(false);
  });
});
