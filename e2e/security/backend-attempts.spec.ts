import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 37 item 9 against the e2e backend (its own clock, `--now`): ten wrong passwords in a row
 * lock the login, in Italian; five wrong pins void the mailed one.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;

async function freshLogin(request: APIRequestContext, mfa = false) {
  const answer = await request.post(`${BACKEND}/_dev/shopper`, { data: { mfa } });
  return ((await answer.json()) as { login: string }).login;
}

async function logIn(request: APIRequestContext, login: string, fields: Record<string, string>) {
  const answer = await request.post(
    `${BACKEND}/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha`,
    { form: { login, remember_me: 'false', ...fields } },
  );
  const body = (await answer.json()) as { response: { status: number; errorsMessage: string[] } };
  return body.response;
}

test.describe('wrong tries (issue 37 item 9)', () => {
  test('given ten wrong passwords, then the right one is refused with the lock told in Italian', async ({
    request,
  }) => {
    const login = await freshLogin(request);
    for (let n = 1; n <= 10; n += 1) await logIn(request, login, { password: `Sbagliata${n}` });
    const right = await logIn(request, login, { password: 'Segreta1' });
    expect(right.status).not.toBe(0);
    expect(right.errorsMessage[0]).toContain('bloccato per 15 minuti');
  });

  test('given five wrong pins, then the mailed pin no longer signs in', async ({ request }) => {
    const login = await freshLogin(request, true);
    await logIn(request, login, { password: 'Segreta1' });
    const mailbox = await request.get(`${BACKEND}/_dev/mailbox`, { params: { to: login } });
    const pin = ((await mailbox.json()) as { mails: { code: string }[] }).mails[0]?.code ?? '';
    const wrongPin = pin === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 5; n += 1)
      await logIn(request, login, { password: 'Segreta1', mfa_pin: wrongPin });
    const late = await logIn(request, login, { password: 'Segreta1', mfa_pin: pin });
    expect(late.status).not.toBe(0);
  });
});
