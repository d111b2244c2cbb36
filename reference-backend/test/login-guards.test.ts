// @vitest-environment node
/**
 * What auth/login refuses (issue 37): the captcha is skipped only by the code step of a pending
 * login (item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };
const form = (login: string, password: string, extra: Record<string, string> = {}) => ({
  form: { login, password, remember_me: false, show_sectors: false, ...extra },
});

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** A fresh copy of a demo account (password Segreta1), its login its own. */
async function freshLogin(options: { mfa?: boolean } = {}): Promise<string> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  return ((await answer.json()) as { login: string }).login;
}

describe('the captcha (item 8)', () => {
  it('given a shopper without MFA and any mfa_pin but no captcha, then HTTP 403 and no session', async () => {
    const login = await freshLogin();
    for (const pin of ['0', '000000']) {
      const reply = await shop.api(
        'POST',
        '/auth/login',
        form(login, 'Segreta1', { mfa_pin: pin }),
      );
      expect(reply.status).toBe(403);
      expect(reply.session).toBeUndefined();
    }
  });

  it('given an MFA shopper with no login waiting for its code, then a pin without captcha is refused', async () => {
    const login = await freshLogin({ mfa: true });
    const reply = await shop.api(
      'POST',
      '/auth/login',
      form(login, 'Segreta1', { mfa_pin: '123456' }),
    );
    expect(reply.status).toBe(403);
  });

  it('given a pending login (password and captcha passed), then its code step needs no captcha', async () => {
    const login = await freshLogin({ mfa: true });
    const first = await shop.api('POST', '/auth/login', {
      ...form(login, 'Segreta1'),
      query: CAPTCHA,
    });
    expect(first.body.response.status).toBe(4);
    const [mail] = await shop.mailbox(login);
    const second = await shop.api(
      'POST',
      '/auth/login',
      form(login, 'Segreta1', { mfa_pin: mail?.code ?? '' }),
    );
    expect(second.body.response.status).toBe(0);
  });
});
