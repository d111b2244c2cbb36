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
        body: new URLSearchParams({ user_id: '1001', return: vector }).toString(),
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
        user_id: '1001',
        return: `${storefront}/social-redir/google`,
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin).toBe(storefront);
    expect(location.searchParams.get('code')).toMatch(/\w+/);
  });
});
