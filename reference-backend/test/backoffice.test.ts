// @vitest-environment node
/**
 * The back office's own sign-in (account §6, §7 backoffice-access/sso-login, sso-auth/logout):
 * each seeded operator answers with their roles, the one-time code is mailed when the account
 * asks for one, logging out ends the session, and the customer search asks for a role
 * (shopping §6 "a role check passes if any requested role is present").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_STATUS } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const signIn = (user: string, extra: Record<string, string> = {}) =>
  shop.api('POST', '/backoffice-access/sso-login', {
    form: { backoffice_user: user, password: 'Ufficio1', ...extra },
  });
const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;
const search = (session: string) =>
  shop.api('GET', '/user-search/list_user', { query: { q: 'rossi' }, session });

describe('backoffice-access/sso-login', () => {
  it.each([
    ['operatore', ['BACKOFFICE', 'CUSTOMER_CARE']],
    ['magazziniere', ['BACKOFFICE']],
  ])('given %s and the password, then signed in with their roles', async (user, roles) => {
    const reply = await signIn(user);
    expect(reply.body.response.status).toBe(0);
    expect(reply.body.ssoUser).toEqual({ username: user, roles });
  });

  it('given a wrong password, then the wrong-credentials text and no session', async () => {
    const reply = await signIn('operatore', { password: 'Sbagliata1' });
    expect(reply.body.response.status).not.toBe(0);
    expect(errorOf(reply)).toBe(SPEC_TEXTS['login.wrongCredentials']);
    expect(reply.body.ssoUser).toBeUndefined();
  });

  it('given the operator with a code, then it is mailed, a wrong one refused, the right one signs in', async () => {
    const ask = await signIn('supervisore');
    expect(ask.body.response.status).toBe(MFA_STATUS);
    expect(errorOf(ask)).toBe(BACKEND_TEXTS.otpSent);
    const [mail] = await shop.mailbox('supervisore@backoffice.sporta.example.it');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const code = mail?.code ?? '';

    const wrong = await signIn('supervisore', { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.response.status).toBe(MFA_STATUS);
    expect(errorOf(wrong)).toBe(BACKEND_TEXTS.codeWrong);

    const done = await signIn('supervisore', { otp: code });
    expect(done.body.response.status).toBe(0);
    expect(done.body.ssoUser).toEqual({ username: 'supervisore', roles: ['BACKOFFICE', 'ADMIN'] });
  });
});

describe('the customer search and sso-auth/logout', () => {
  it('given an operator without a customer-search role, then the search is refused', async () => {
    const { session } = await signIn('magazziniere');
    const reply = await search(session ?? '');
    expect(errorOf(reply)).toBe(BACKEND_TEXTS.roleMissing);
  });

  it('given an operator who logs out, then the session no longer searches nor checks as SSO', async () => {
    const { session = '' } = await signIn('operatore');
    expect((await search(session)).body.response.status).toBe(0);
    const out = await shop.api('POST', '/sso-auth/logout', { session });
    expect(out.body.response.status).toBe(0);
    const check = await shop.api('GET', '/saml/do-login', { query: { checkUser: true }, session });
    expect(check.body.ssoUser).toBeUndefined();
    expect((await search(session)).body.response.status).not.toBe(0);
  });
});

describe('POST /_dev/operator (a fresh operator for one e2e journey)', () => {
  it('copies a seeded operator: password, code by e-mail and roles, mailed at its own address', async () => {
    const made = await fetch(`${shop.backend.url}/_dev/operator`, {
      method: 'POST',
      body: JSON.stringify({ like: 'supervisore' }),
    });
    const { username } = (await made.json()) as { username: string };
    expect(username).toMatch(/^supervisore-[a-z0-9]+$/);
    expect((await signIn(username)).body.response.status).toBe(MFA_STATUS);
    const [mail] = await shop.mailbox(`${username}@backoffice.sporta.example.it`);
    const done = await signIn(username, { otp: mail?.code ?? '' });
    expect(done.body.ssoUser).toEqual({ username, roles: ['BACKOFFICE', 'ADMIN'] });
  });

  it('given no seeded operator of that name, then 400', async () => {
    const made = await fetch(`${shop.backend.url}/_dev/operator`, {
      method: 'POST',
      body: JSON.stringify({ like: 'nessuno' }),
    });
    expect(made.status).toBe(400);
  });
});
