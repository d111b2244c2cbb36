// @vitest-environment node
/**
 * The fake identity providers authenticate their users as real ones do (issue 37 item 7): a
 * social provider signs in only the shoppers linked to one of its accounts, the SAML page only an
 * operator who typed the password and, when required, the one-time code; and none of them exists
 * without the development hooks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS } from '../messages.ts';
import { startBackend } from '../server.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
let storefront: string;
beforeAll(async () => {
  shop = await startTestBackend();
  storefront = new URL(process.env.SPORTA_STOREFRONT_URL ?? 'http://127.0.0.1:4321').origin;
});
afterAll(() => shop.stop());

const post = (base: string, provider: string, fields: Record<string, string>) =>
  fetch(`${base}/sign-in-page/${provider}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const social = (provider: string, account: string) =>
  post(shop.backend.apiUrl, provider, {
    account,
    return: `${storefront}/social-redir/${provider}`,
  });
const saml = (fields: Record<string, string>) =>
  post(shop.backend.apiUrl, 'saml', { return: `${storefront}/saml-redir?next=%2F`, ...fields });
const codeOf = (answer: Response, param: string) =>
  new URL(answer.headers.get('location') ?? 'http://none/').searchParams.get(param);

describe('the fake social providers', () => {
  it.each([
    ['google', '1002'],
    ['google', 'giulia.bianchi@example.it'],
    ['facebook', 'mario.rossi.sporta@gmail.example'],
  ])(
    'given %s and the account %s, not linked to it, then no sign-in code',
    async (provider, account) => {
      const answer = await social(provider, account);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    },
  );

  it('offers only the linked accounts, and a linked one signs in as its shopper', async () => {
    const page = await (
      await fetch(
        `${shop.backend.apiUrl}/sign-in-page/google?return=${encodeURIComponent(`${storefront}/social-redir/google`)}`,
      )
    ).text();
    expect(page).toContain('Mario Rossi');
    expect(page).not.toContain('Giulia');
    const answer = await social('google', 'mario.rossi.sporta@gmail.example');
    expect(answer.status).toBe(303);
    const done = await shop.api('GET', '/social-redir/google', {
      query: { code: codeOf(answer, 'code') ?? '' },
    });
    expect(done.body.user).toEqual({ userId: 1001 });
  });
});

describe('the fake SAML identity provider', () => {
  it('given only an operator name, then no artifact (the old page signed anyone in)', async () => {
    const answer = await saml({ account: 'operatore' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
  });

  it('given a wrong password, then no artifact', async () => {
    const answer = await saml({ username: 'operatore', password: 'Sbagliata1' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
  });

  it('given an operator with a one-time code, then the password alone mails the code and only both sign in', async () => {
    const asked = await saml({ username: 'supervisore', password: 'Ufficio1' });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('location')).toBeNull();
    expect(await asked.text()).toContain(BACKEND_TEXTS.otpSent.replace(/'/g, '&#39;'));
    const [mail] = await shop.mailbox('supervisore@backoffice.sporta.example.it');
    const code = mail?.code ?? '';
    const wrong = await saml({
      username: 'supervisore',
      password: 'Ufficio1',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const signedIn = await saml({ username: 'supervisore', password: 'Ufficio1', otp: code });
    expect(signedIn.status).toBe(303);
    const done = await shop.api('GET', '/saml/do-login', {
      query: { SAMLart: codeOf(signedIn, 'SAMLart') ?? '' },
    });
    expect(done.body.ssoUser).toMatchObject({ username: 'supervisore' });
  });
});

describe('without the development hooks', () => {
  it('there is no fake provider, and the API says social and SAML sign-in are not available', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sporta-nohooks-'));
    const plain = await startBackend({ port: 0, dataDir, devHooks: false, log: () => {} });
    try {
      const page = await post(plain.apiUrl, 'google', {
        account: 'mario.rossi.sporta@gmail.example',
        return: `${storefront}/social-redir/google`,
      });
      expect(page.status).toBe(404);
      expect((await fetch(`${plain.apiUrl}/sign-in-page/saml`)).status).toBe(404);
      const redirect = (await (await fetch(`${plain.apiUrl}/social-redir/google`)).json()) as {
        response: { status: number; errorsMessage: string[] };
      };
      expect(redirect.response.errorsMessage).toEqual([BACKEND_TEXTS.socialUnavailable]);
      const sso = (await (await fetch(`${plain.apiUrl}/saml/do-login`)).json()) as {
        response: { errorsMessage: string[] };
      };
      expect(sso.response.errorsMessage).toEqual([BACKEND_TEXTS.ssoUnavailable]);
    } finally {
      await plain.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
