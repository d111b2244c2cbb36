/**
 * The signed-in shopper's credentials (account §4 "E-mail update: request with new e-mail, then
 * confirmation by token", §7 update_password): a password change ends her other sessions and
 * keeps the one that made it; an e-mail change takes effect only through the mailed link, on the
 * shop's public origin, once; a fresh shopper may lack the required consent (the consent page's e2e).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };
const PUBLIC_ORIGIN = 'https://spesa.sporta.example';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend({ storefrontUrl: PUBLIC_ORIGIN });
});
afterAll(() => shop?.stop());

const signIn = (login: string, password: string) =>
  shop.api('POST', '/auth/login', {
    form: { login, password, remember_me: false, show_sectors: false },
    query: CAPTCHA,
  });

const sessionOf = async (login: string, password = 'Segreta1') =>
  (await signIn(login, password)).session as string;

const userIdOf = async (session: string) =>
  ((await shop.api('GET', '/cart/view', { session })).body.data as { user: { userId: number } })
    .user.userId;

const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;

describe('changing the password', () => {
  it('refuses the old one afterwards and ends every other session, not this one', async () => {
    const shopper = await shop.freshShopper();
    const here = await sessionOf(shopper.login);
    const elsewhere = await sessionOf(shopper.login);
    const change = await shop.api('GET', '/registration/update_password', {
      session: here,
      query: { old_password: 'Segreta1', new_password: 'Nuovissima9' },
    });
    expect(change.body.response.status).toBe(0);
    expect(await userIdOf(here)).toBe(shopper.userId);
    expect(await userIdOf(elsewhere)).toBe(-1);
    expect(errorOf(await signIn(shopper.login, 'Segreta1'))).toBe('Credenziali Errate');
    expect((await signIn(shopper.login, 'Nuovissima9')).body.response.status).toBe(0);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const shopper = await shop.freshShopper();
    const here = await sessionOf(shopper.login);
    const elsewhere = await sessionOf(shopper.login);
    const change = await shop.api('GET', '/registration/update_password', {
      session: here,
      query: { old_password: 'Sbagliata1', new_password: 'Nuovissima9' },
    });
    expect(errorOf(change)).toBe(BACKEND_TEXTS.passwordWrong);
    expect(await userIdOf(elsewhere)).toBe(shopper.userId);
    expect((await signIn(shopper.login, 'Segreta1')).body.response.status).toBe(0);
  });

  it("the chain's update-credentials ends the other sessions alike", async () => {
    const shopper = await shop.freshShopper();
    const here = await sessionOf(shopper.login);
    const elsewhere = await sessionOf(shopper.login);
    const change = await shop.api('POST', '/api-iperal/account/update-credentials', {
      session: here,
      json: { OldPassword: 'Segreta1', NewPassword: 'Nuovissima9' },
    });
    expect(change.body.response.status).toBe(0);
    expect(await userIdOf(here)).toBe(shopper.userId);
    expect(await userIdOf(elsewhere)).toBe(-1);
  });
});

describe('changing the e-mail', () => {
  const newAddress = (userId: number) => `nuova.${userId}@example.it`;

  async function askForLink(session: string, email: string) {
    const reply = await shop.api('GET', '/registration/update_email_request', {
      session,
      query: { new_email: email, password: 'Segreta1' },
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(reply.body.response.status).toBe(0);
    const [mail] = await shop.mailbox(email);
    return new URL(/(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1] ?? 'about:blank');
  }

  it('mails a link on the public origin; confirmed once, the new e-mail is the login', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const email = newAddress(shopper.userId);
    const link = await askForLink(session, email);
    expect(link.origin).toBe(PUBLIC_ORIGIN);
    expect(link.pathname).toBe('/email-confirmed');
    const token = link.searchParams.get('token') ?? '';
    // Nothing changes before the link is opened.
    expect((await signIn(shopper.login, 'Segreta1')).body.response.status).toBe(0);

    const confirm = await shop.api('GET', '/registration/update_email', { query: { token } });
    expect(confirm.body.response.status).toBe(0);
    expect((await signIn(email, 'Segreta1')).body.response.status).toBe(0);
    expect(errorOf(await signIn(shopper.login, 'Segreta1'))).toBe('Credenziali Errate');

    const again = await shop.api('GET', '/registration/update_email', { query: { token } });
    expect(errorOf(again)).toBe(BACKEND_TEXTS.tokenUsed);
  });

  it('refuses an e-mail another account uses, and a token nobody issued', async () => {
    const shopper = await shop.freshShopper();
    const other = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const taken = await shop.api('GET', '/registration/update_email_request', {
      session,
      query: { new_email: other.login, password: 'Segreta1' },
    });
    expect(errorOf(taken)).toBe(BACKEND_TEXTS.emailInUse);
    const wrong = await shop.api('GET', '/registration/update_email', {
      query: { token: 'NONESISTE' },
    });
    expect(errorOf(wrong)).toBe(BACKEND_TEXTS.tokenWrong);
  });
});

describe('a fresh shopper lacking the required consent', () => {
  it('is named missing by check-disclaimer until she gives it', async () => {
    const shopper = await shop.freshShopper({ missingConsents: true });
    const session = await sessionOf(shopper.login);
    const check = async () =>
      (
        (await shop.api('GET', '/user-registration-disclaimer/check-disclaimer', { session })).body
          .data as { missing: number[] }
      ).missing;
    expect(await check()).toEqual([1]);
    const give = await shop.api('POST', '/user-registration-disclaimer/update-disclaimer', {
      session,
      json: { disclaimers: [{ id: 1, value: 'true' }] },
    });
    expect(give.body.response.status).toBe(0);
    expect(await check()).toEqual([]);
  });
});
