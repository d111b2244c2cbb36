// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

/**
 * The fake sign-in and payment pages are development tools, but they run on the API's host and
 * their answers may pass through the storefront: they print nothing unescaped and hand a one-time
 * sign-in code only to the storefront's own origin (issue 12's vectors).
 */
let shop: TestBackend;
let storefront: string;
beforeAll(async () => {
  shop = await startTestBackend();
  storefront = new URL(process.env.SPORTA_STOREFRONT_URL ?? 'http://127.0.0.1:4321').origin;
});
afterAll(() => shop.stop());

const VECTORS = [
  'x:"><img src=x onerror=alert(document.domain)>',
  'javascript:alert(1)',
  'http://evil.example/x',
  '//evil.example/x',
  'data:text/html,<script>alert(1)</script>',
];

/** The Google account linked to Mario (seed/shop.ts SIGN_IN_LINKS). */
const MARIO_AT_GOOGLE = 'mario.rossi.sporta@gmail.example';

const signInPage = (returnTo: string, init?: RequestInit) =>
  fetch(`${shop.backend.apiUrl}/sign-in-page/google?return=${encodeURIComponent(returnTo)}`, {
    redirect: 'manual',
    ...init,
  });

describe('the development sign-in page', () => {
  it.each(VECTORS)(
    'given the return address %s, then it refuses with no markup of it',
    async (vector) => {
      const page = await signInPage(vector);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('javascript:');
    },
  );

  it.each(VECTORS)(
    'given a form posting the return address %s, then no code leaves for it',
    async (vector) => {
      const answer = await signInPage(`${storefront}/social-redir/google`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: MARIO_AT_GOOGLE, return: vector }).toString(),
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).not.toContain('<img');
    },
  );

  it('given the storefront as return address, then the code goes back there', async () => {
    const answer = await signInPage(`${storefront}/social-redir/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account: MARIO_AT_GOOGLE,
        return: `${storefront}/social-redir/google`,
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin).toBe(storefront);
    expect(location.searchParams.get('code')).toMatch(/\w+/);
  });
});

describe('single sign-on for the back office (SAML, modelled with an artifact)', () => {
  const relay = () => `${storefront}/saml-redir?next=%2Fbackoffice`;

  it('given an operator chosen on the provider page, then the artifact signs them in once', async () => {
    const start = await shop.api('GET', '/saml/do-login', { query: { relay_state_url: relay() } });
    const providerPage = new URL(String(start.body.data.redirectUrl));
    expect(providerPage.pathname).toBe('/ebsn/api/sign-in-page/saml');
    const page = await fetch(providerPage);
    expect(await page.text()).toContain('name="password"');

    const chosen = await fetch(providerPage, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'operatore',
        password: 'Ufficio1',
        return: relay(),
      }).toString(),
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${storefront}/saml-redir`);
    expect(back.searchParams.get('next')).toBe('/backoffice');
    const artifact = back.searchParams.get('SAMLart') ?? '';

    const done = await shop.api('GET', '/saml/do-login', { query: { SAMLart: artifact } });
    expect(done.body.data).toEqual({ logged: true });
    expect(done.body.ssoUser).toEqual({
      username: 'operatore',
      roles: ['BACKOFFICE', 'CUSTOMER_CARE'],
    });
    const check = await shop.api('GET', '/saml/do-login', {
      query: { checkUser: true },
      session: done.session ?? '',
    });
    expect(check.body.data).toEqual({ logged: true });

    const again = await shop.api('GET', '/saml/do-login', { query: { SAMLart: artifact } });
    expect(again.body.response.status).not.toBe(0);
    expect(again.body.ssoUser).toBeUndefined();
  });

  it('given a shopper account posted to the SAML page, then no artifact is issued', async () => {
    const answer = await fetch(`${shop.backend.apiUrl}/sign-in-page/saml`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '1001', return: relay() }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
  });
});
