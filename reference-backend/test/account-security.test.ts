/**
 * The account's security parts (issue 28; account §4 "Account anonymisation: request of a token,
 * check of the token, then anonymise", §7 update_mfa, the consents): the one-time code switched
 * on and off only with a code mailed for that change, consents kept and the required one never
 * withdrawn, and an anonymised account that can no longer sign in while other shoppers' data
 * stays as it was.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../database.ts';
import { MFA_STATUS } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** A shopper of their own (a copy of a demo account, password Segreta1), signed in. */
async function signedInShopper(): Promise<{ login: string; userId: number; session: string }> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, { method: 'POST', body: '{}' });
  const { login, userId } = (await answer.json()) as { login: string; userId: number };
  const reply = await signIn(login);
  expect(reply.body.response.status).toBe(0);
  return { login, userId, session: reply.session ?? '' };
}

const signIn = (login: string, extra: Record<string, string> = {}) =>
  shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false, show_sectors: false, ...extra },
    query: CAPTCHA,
  });

const lastCode = async (to: string) => (await shop.mailbox(to))[0]?.code ?? '';
const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;
const mfaOn = async (session: string) =>
  (await shop.api('GET', '/registration/mfa_enabled', { session })).body.data.enabled;

describe('the one-time code setting', () => {
  it('changes only with the code mailed for that change; the next login then asks for a code', async () => {
    const { login, session } = await signedInShopper();
    const ask = await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: true },
    });
    expect(ask.body.response.status).toBe(MFA_STATUS);
    expect(await mfaOn(session)).toBe(false);
    const code = await lastCode(login);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: true, mfa_pin: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.response.status).toBe(MFA_STATUS);
    expect(errorOf(wrong)).toBe(BACKEND_TEXTS.mfaWrong);

    const done = await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: true, mfa_pin: code },
    });
    expect(done.body.response.status).toBe(0);
    expect(await mfaOn(session)).toBe(true);
    expect((await signIn(login)).body.response.status).toBe(MFA_STATUS);
  });

  it('never takes a code mailed for "on" to switch it off, nor a code used once', async () => {
    const { login, session } = await signedInShopper();
    await shop.api('POST', '/registration/update_mfa', { session, query: { enabled: true } });
    const code = await lastCode(login);
    const off = await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: false, mfa_pin: code },
    });
    expect(off.body.response.status).toBe(MFA_STATUS);
    await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: true, mfa_pin: code },
    });
    const again = await shop.api('POST', '/registration/update_mfa', {
      session,
      query: { enabled: true, mfa_pin: code },
    });
    expect(errorOf(again)).toBe(BACKEND_TEXTS.mfaWrong);
  });

  it("never takes another shopper's code", async () => {
    const first = await signedInShopper();
    const second = await signedInShopper();
    await shop.api('POST', '/registration/update_mfa', {
      session: first.session,
      query: { enabled: true },
    });
    const code = await lastCode(first.login);
    const stolen = await shop.api('POST', '/registration/update_mfa', {
      session: second.session,
      query: { enabled: true, mfa_pin: code },
    });
    expect(stolen.body.response.status).toBe(MFA_STATUS);
    expect(await mfaOn(second.session)).toBe(false);
  });
});

describe('the consents', () => {
  const consents = async (session: string) =>
    (await shop.api('GET', '/user-registration-disclaimer/list-by-type', { session })).body
      .data as unknown as { registrationDisclaimerId: number; required: boolean; value: string }[];

  it("gives a fresh shopper the demo account's consents, the required one given", async () => {
    const { session } = await signedInShopper();
    const list = await consents(session);
    expect(list.find((d) => d.required)?.value).toBe('true');
    const check = await shop.api('GET', '/user-registration-disclaimer/check-disclaimer', {
      session,
    });
    expect(check.body.data).toMatchObject({ complete: true, missing: [] });
  });

  it('keeps an optional consent changed and refuses to withdraw the required one', async () => {
    const { session } = await signedInShopper();
    const saved = await shop.api('POST', '/user-registration-disclaimer/update-disclaimer', {
      session,
      json: { disclaimers: [{ id: 3, value: 'true' }] },
    });
    expect(saved.body.response.status).toBe(0);
    expect((await consents(session)).find((d) => d.registrationDisclaimerId === 3)?.value).toBe(
      'true',
    );
    const withdrawn = await shop.api('POST', '/user-registration-disclaimer/update-disclaimer', {
      session,
      json: { disclaimers: [{ id: 1, value: 'false' }] },
    });
    expect(withdrawn.body.response.status).not.toBe(0);
    expect(errorOf(withdrawn)).toBe(BACKEND_TEXTS.disclaimersMissing);
    expect((await consents(session)).find((d) => d.registrationDisclaimerId === 1)?.value).toBe(
      'true',
    );
  });
});

describe('the anonymisation', () => {
  it('refuses to anonymise before the mailed token is checked', async () => {
    const { session } = await signedInShopper();
    const early = await shop.api('GET', '/registration/user_anonymize', { session });
    expect(errorOf(early)).toBe(BACKEND_TEXTS.anonymizeNeedsToken);
  });

  it("anonymises after the token check; the login is refused; other shoppers' data stays", async () => {
    const { login, userId, session } = await signedInShopper();
    const demo = await signIn('mario.rossi@example.it');
    const demoSession = demo.session ?? '';
    const demoBefore = await Promise.all([
      shop.api('GET', '/user-address/list', { session: demoSession }),
      shop.api('GET', '/user-registration-disclaimer/list-by-type', { session: demoSession }),
    ]);

    expect(
      (await shop.api('GET', '/registration/anonymize_token_request', { session })).body.response
        .status,
    ).toBe(0);
    const token = await lastCode(login);
    const wrong = await shop.api('GET', '/registration/anonymize_token_check', {
      session,
      query: { login, token: token === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.response.status).not.toBe(0);
    const checked = await shop.api('GET', '/registration/anonymize_token_check', {
      session,
      query: { login, token },
    });
    expect(checked.body.response.status).toBe(0);
    const gone = await shop.api('GET', '/registration/user_anonymize', { session });
    expect(gone.body.response.status).toBe(0);
    expect((gone.body.user as { userId: number }).userId).toBe(-1);

    const again = await signIn(login);
    expect(errorOf(again)).toBe(SPEC_TEXTS['login.wrongCredentials']);
    const db = new DatabaseSync(join(shop.dataDir, DATABASE_FILE), { readOnly: true });
    const user = db.prepare('SELECT status, email FROM users WHERE user_id = ?').get(userId);
    db.close();
    expect({ ...user }).toEqual({
      status: 'anonymized',
      email: `anonimo-${userId}@example.invalid`,
    });

    const demoAfter = await Promise.all([
      shop.api('GET', '/user-address/list', { session: demoSession }),
      shop.api('GET', '/user-registration-disclaimer/list-by-type', { session: demoSession }),
    ]);
    expect(demoAfter.map((reply) => reply.body.data)).toEqual(
      demoBefore.map((reply) => reply.body.data),
    );
    expect((await signIn('mario.rossi@example.it')).body.response.status).toBe(0);
  });
});
