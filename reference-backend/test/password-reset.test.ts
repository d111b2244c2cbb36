/**
 * Password reset (account §4 "request by e-mail (and fiscal code), token check, then reset"):
 * the link on the shop's public origin, tokens used once and expiring on the shop's clock,
 * passwords stored only hashed, and every session of the shopper ended by a reset.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../database.ts';
import { shopNow, startShopClockAt } from '../domain/clock.ts';
import { BACKEND_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };
const PUBLIC_ORIGIN = 'https://spesa.sporta.example';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend({ storefrontUrl: PUBLIC_ORIGIN });
});
afterAll(() => shop?.stop());

/** A shopper of their own (a copy of a demo account, password Segreta1). */
async function freshShopper(): Promise<{ login: string; userId: number }> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, { method: 'POST', body: '{}' });
  return (await answer.json()) as { login: string; userId: number };
}

async function signIn(login: string, password: string) {
  return shop.api('POST', '/auth/login', {
    form: { login, password, remember_me: false, show_sectors: false },
    query: CAPTCHA,
  });
}

const userIdOf = async (session: string) =>
  (
    (await shop.api('GET', '/cart/view', { session })).body.data as {
      user: { userId: number };
    }
  ).user.userId;

/** Asks for a reset link (with `host` as the request's Host) and answers the mailed token and link. */
async function askForLink(email: string, host = 'attacker.example') {
  const reply = await shop.api('GET', '/registration/password_reset_token_request', {
    query: { e_mail: email },
    headers: { host, 'x-forwarded-host': host },
  });
  expect(reply.body.response.status).toBe(0);
  const [mail] = await shop.mailbox(email);
  const link = /(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
  return { token: mail?.code ?? '', link };
}

const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;

describe('asking for a reset link', () => {
  it("mails a link on the shop's configured origin, never the request's Host", async () => {
    const shopper = await freshShopper();
    const { token, link } = await askForLink(shopper.login);
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_ORIGIN);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('reset_token')).toBe(token);
    expect(url.searchParams.get('e_mail')).toBe(shopper.login);
  });

  it('answers an unknown e-mail as a known one, and mails nobody', async () => {
    const reply = await shop.api('GET', '/registration/password_reset_token_request', {
      query: { e_mail: 'nessuno@example.it' },
    });
    expect(reply.body.response.status).toBe(0);
    expect(reply.body.response.infos[0]?.info).toBe(BACKEND_TEXTS.emailSent);
    expect(await shop.mailbox('nessuno@example.it')).toEqual([]);
  });

  it("mails nobody when the fiscal code given is not that shopper's", async () => {
    const shopper = await freshShopper();
    const reply = await shop.api('GET', '/registration/password_reset_token_request', {
      query: { e_mail: shopper.login, fiscal_code: 'ZZZZZZ00Z00Z000Z' },
    });
    expect(reply.body.response.status).toBe(0);
    expect(await shop.mailbox(shopper.login)).toEqual([]);
  });
});

describe('resetting the password', () => {
  it('checks the token, sets the new password hashed, refuses the old one and ends every session', async () => {
    const shopper = await freshShopper();
    const first = (await signIn(shopper.login, 'Segreta1')).session as string;
    const second = (await signIn(shopper.login, 'Segreta1')).session as string;
    expect(await userIdOf(first)).toBe(shopper.userId);
    expect(await userIdOf(second)).toBe(shopper.userId);

    const { token } = await askForLink(shopper.login);
    const check = await shop.api('GET', '/registration/password_reset_token_check', {
      query: { reset_token: token, e_mail: shopper.login },
    });
    expect(check.body.response.status).toBe(0);
    const reset = await shop.api('GET', '/registration/password_reset', {
      query: { reset_token: token, e_mail: shopper.login, password: 'Nuovissima9' },
    });
    expect(reset.body.response.status).toBe(0);

    expect(errorOf(await signIn(shopper.login, 'Segreta1'))).toBe('Credenziali Errate');
    expect((await signIn(shopper.login, 'Nuovissima9')).body.response.status).toBe(0);
    // Both sessions signed in before the reset are a guest's now.
    expect(await userIdOf(first)).toBe(-1);
    expect(await userIdOf(second)).toBe(-1);

    const db = new DatabaseSync(join(shop.dataDir, DATABASE_FILE), { readOnly: true });
    const row = db
      .prepare('SELECT password_hash FROM users WHERE user_id = ?')
      .get(shopper.userId) as { password_hash: string };
    db.close();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Nuovissima9');
  });

  it('uses a token once: the check and a second reset say it was used', async () => {
    const shopper = await freshShopper();
    const { token } = await askForLink(shopper.login);
    const query = { reset_token: token, e_mail: shopper.login, password: 'Nuovissima9' };
    expect(
      (await shop.api('GET', '/registration/password_reset', { query })).body.response.status,
    ).toBe(0);
    const again = await shop.api('GET', '/registration/password_reset', {
      query: { ...query, password: 'Altra12345' },
    });
    expect(errorOf(again)).toBe(BACKEND_TEXTS.tokenUsed);
    const check = await shop.api('GET', '/registration/password_reset_token_check', {
      query: { reset_token: token },
    });
    expect(errorOf(check)).toBe(BACKEND_TEXTS.tokenUsed);
    expect(errorOf(await signIn(shopper.login, 'Altra12345'))).toBe('Credenziali Errate');
  });

  it("expires a token a day later on the shop's clock", async () => {
    const shopper = await freshShopper();
    const { token } = await askForLink(shopper.login);
    const query = { reset_token: token };
    const before = shopNow();
    startShopClockAt(before + 25 * 3600_000);
    try {
      const check = await shop.api('GET', '/registration/password_reset_token_check', { query });
      expect(errorOf(check)).toBe(BACKEND_TEXTS.tokenExpired);
      const reset = await shop.api('GET', '/registration/password_reset', {
        query: { ...query, password: 'Nuovissima9' },
      });
      expect(errorOf(reset)).toBe(BACKEND_TEXTS.tokenExpired);
    } finally {
      startShopClockAt(before);
    }
    expect(
      (await shop.api('GET', '/registration/password_reset_token_check', { query })).body.response
        .status,
    ).toBe(0);
  });

  it('expires a token through the development hook, for journeys on a fixed clock', async () => {
    const shopper = await freshShopper();
    const { token } = await askForLink(shopper.login);
    const expired = await fetch(`${shop.backend.url}/_dev/expire-code`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'reset', code: token }),
    });
    expect(expired.status).toBe(200);
    const check = await shop.api('GET', '/registration/password_reset_token_check', {
      query: { reset_token: token },
    });
    expect(errorOf(check)).toBe(BACKEND_TEXTS.tokenExpired);
  });

  it("refuses a short password with the spec's text and keeps the token; refuses another shopper's e-mail", async () => {
    const shopper = await freshShopper();
    const { token } = await askForLink(shopper.login);
    const short = await shop.api('GET', '/registration/password_reset', {
      query: { reset_token: token, e_mail: shopper.login, password: 'corta' },
    });
    expect(errorOf(short)).toBe('La password deve essere lunga 8 caratteri');
    const other = await shop.api('GET', '/registration/password_reset_token_check', {
      query: { reset_token: token, e_mail: 'mario.rossi@example.it' },
    });
    expect(errorOf(other)).toBe(BACKEND_TEXTS.tokenWrong);
    const check = await shop.api('GET', '/registration/password_reset_token_check', {
      query: { reset_token: token, e_mail: shopper.login },
    });
    expect(check.body.response.status).toBe(0);
  });
});
