// @vitest-environment node
/**
 * Wrong tries (issue 37 item 9): the fifth wrong one-time code (MFA pin, back-office code,
 * registration code, reset token) voids the code, so its owner must ask for a new one; the tenth
 * wrong password in a row locks the login for 15 minutes of the shop's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopNow, startShopClockAt } from '../domain/clock.ts';
import { LOCK_MS } from '../domain/login-lock.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };
let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;
const post = async (path: string, body: unknown) =>
  (await fetch(`${shop.backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((answer) => answer.json())) as Record<string, string>;
const freshLogin = async (mfa = false) => (await post('/_dev/shopper', { mfa })).login as string;
const logIn = (login: string, password: string, extra: Record<string, string> = {}) =>
  shop.api('POST', '/auth/login', {
    form: { login, password, remember_me: false, ...extra },
    query: CAPTCHA,
  });
/** A wrong code of the same shape as `code` (never `code` itself). */
const wrong = (code: string, n: number) => {
  const other = String(n).padStart(code.length, '9');
  return other === code ? other.replace(/.$/, '8') : other;
};

describe('one-time codes: the fifth wrong try voids the code', () => {
  it('given five wrong MFA pins, then the mailed pin no longer signs in', async () => {
    const login = await freshLogin(true);
    await logIn(login, 'Segreta1');
    const pin = (await shop.mailbox(login))[0]?.code ?? '';
    const tries: (string | undefined)[] = [];
    for (let n = 1; n <= 5; n += 1)
      tries.push(errorOf(await logIn(login, 'Segreta1', { mfa_pin: wrong(pin, n) })));
    expect(tries.slice(0, 4)).toEqual(Array(4).fill(BACKEND_TEXTS.mfaWrong));
    expect(tries[4]).toBe(BACKEND_TEXTS.codeVoided);
    const late = await logIn(login, 'Segreta1', { mfa_pin: pin });
    expect(late.body.response.status).not.toBe(0);
  });

  it("given five wrong back-office codes, then the operator's mailed code no longer signs in", async () => {
    const username = (await post('/_dev/operator', { like: 'supervisore' })).username as string;
    const signIn = (otp?: string) =>
      shop.api('POST', '/backoffice-access/sso-login', {
        form: { backoffice_user: username, password: 'Ufficio1', ...(otp ? { otp } : {}) },
      });
    await signIn();
    const code = (await shop.mailbox(`${username}@backoffice.sporta.example.it`))[0]?.code ?? '';
    let last: string | undefined;
    for (let n = 1; n <= 5; n += 1) last = errorOf(await signIn(wrong(code, n)));
    expect(last).toBe(BACKEND_TEXTS.codeVoided);
    expect((await signIn(code)).body.ssoUser).toBeUndefined();
  });

  it('given five wrong registration codes for an address, then its mailed code no longer confirms', async () => {
    const email = `tentativi.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await shop.api('POST', '/iperal-registration/register_user', {
      json: { email, password: 'Segreta12', person: { firstName: 'Tanti', lastName: 'Tentativi' } },
    });
    const code = (await shop.mailbox(email))[0]?.code ?? '';
    const confirm = (reg_control_code: string) =>
      shop.api('GET', '/registration/registration_confirm', {
        query: { e_mail: email, reg_control_code },
      });
    let last: string | undefined;
    for (let n = 1; n <= 5; n += 1) last = errorOf(await confirm(wrong(code, n)));
    expect(last).toBe(BACKEND_TEXTS.codeVoided);
    expect((await confirm(code)).body.response.status).not.toBe(0);
  });

  it('given five wrong reset tokens for a shopper, then the mailed token no longer works', async () => {
    const login = await freshLogin();
    await shop.api('GET', '/registration/password_reset_token_request', {
      query: { e_mail: login },
    });
    const token = (await shop.mailbox(login))[0]?.code ?? '';
    const check = (reset_token: string) =>
      shop.api('GET', '/registration/password_reset_token_check', {
        query: { e_mail: login, reset_token },
      });
    let last: string | undefined;
    for (let n = 1; n <= 5; n += 1) last = errorOf(await check(wrong(token, n)));
    expect(last).toBe(BACKEND_TEXTS.codeVoided);
    expect((await check(token)).body.response.status).not.toBe(0);
  });
});

describe('passwords: the tenth wrong one in a row locks the login', () => {
  it('given ten wrong passwords, then even the right one is refused for 15 minutes, then it works', async () => {
    const login = await freshLogin();
    const tries: (string | undefined)[] = [];
    for (let n = 1; n <= 10; n += 1) tries.push(errorOf(await logIn(login, `Sbagliata${n}`)));
    expect(tries.slice(0, 9)).toEqual(Array(9).fill(SPEC_TEXTS['login.wrongCredentials']));
    expect(tries[9]).toBe(BACKEND_TEXTS.loginLocked);
    expect(errorOf(await logIn(login, 'Segreta1'))).toBe(BACKEND_TEXTS.loginLocked);
    expect(errorOf(await logIn(login.toUpperCase(), 'Segreta1'))).toBe(BACKEND_TEXTS.loginLocked);

    const now = shopNow();
    startShopClockAt(now + LOCK_MS + 1000);
    try {
      expect((await logIn(login, 'Segreta1')).body.response.status).toBe(0);
    } finally {
      startShopClockAt(now);
    }
  });

  it('given nine wrong passwords and then the right one, then the count starts again', async () => {
    const login = await freshLogin();
    for (let n = 1; n <= 9; n += 1) await logIn(login, `Sbagliata${n}`);
    expect((await logIn(login, 'Segreta1')).body.response.status).toBe(0);
    expect(errorOf(await logIn(login, 'Sbagliata10'))).toBe(SPEC_TEXTS['login.wrongCredentials']);
  });

  it('given an unknown login, then it locks alike (the lock tells nobody whether it exists)', async () => {
    const login = `nessuno.${crypto.randomUUID().slice(0, 8)}@example.it`;
    let last: string | undefined;
    for (let n = 1; n <= 10; n += 1) last = errorOf(await logIn(login, `Sbagliata${n}`));
    expect(last).toBe(BACKEND_TEXTS.loginLocked);
  });

  it('given ten wrong operator passwords, then the back office locks that username', async () => {
    const username = (await post('/_dev/operator', { like: 'operatore' })).username as string;
    const signIn = (password: string) =>
      shop.api('POST', '/backoffice-access/sso-login', {
        form: { backoffice_user: username, password },
      });
    for (let n = 1; n <= 10; n += 1) await signIn(`Sbagliata${n}`);
    expect(errorOf(await signIn('Ufficio1'))).toBe(BACKEND_TEXTS.loginLocked);
  });
});
