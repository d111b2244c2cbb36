import type { APIRequestContext } from '@playwright/test';
import { expect, type FreshShopperOptions, test } from '../fixtures.ts';

/**
 * What the e2e backend's auth/login refuses (issue 37), through the storefront's proxy as the
 * browser's calls go: no captcha skipped by a made-up pin (item 8).
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
const SHOP = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;

async function fresh(request: APIRequestContext, options: FreshShopperOptions = {}) {
  const answer = await request.post(`${BACKEND}/_dev/shopper`, { data: options });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { login: string }).login;
}

/** auth/login through the proxy, as the shop's own page sends it (its Origin). */
const logIn = (request: APIRequestContext, fields: Record<string, string>, captcha = false) =>
  request.post(`/ebsn/api/auth/login${captcha ? '?token_recaptcha=sporta-dev-captcha' : ''}`, {
    form: { password: 'Segreta1', remember_me: 'false', ...fields },
    headers: { origin: SHOP },
  });

test.describe('auth/login (issue 37 item 8)', () => {
  test('given a shopper without two-step login, mfa_pin=0 and no captcha, then refused (403) and not signed in', async ({
    request,
  }) => {
    const login = await fresh(request);
    const answer = await logIn(request, { login, mfa_pin: '0' });
    // The backend's captcha refusal: HTTP 403 with no envelope (the proxy's own 403 has one).
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toBe('');
    const who = await request.get('/ebsn/api/auth/test');
    expect(((await who.json()) as { user?: { userId: number } }).user?.userId ?? -1).toBe(-1);
  });

  test('given a login waiting for its code, then the code step alone goes without captcha', async ({
    request,
  }) => {
    const login = await fresh(request, { mfa: true });
    const first = await logIn(request, { login }, true);
    expect(((await first.json()) as { response: { status: number } }).response.status).toBe(4);
    const mails = (await (await request.get(`${BACKEND}/_dev/mailbox?to=${login}`)).json()) as {
      mails: { code: string }[];
    };
    const second = await logIn(request, { login, mfa_pin: mails.mails[0]?.code ?? '' });
    expect(((await second.json()) as { response: { status: number } }).response.status).toBe(0);
  });
});
