// @vitest-environment node
/**
 * Paths to another's account (issue 37 item 11): what changes the credentials asks the password
 * (or a reset token) and tells the address in use; the marketing cloud's keys are an operator's;
 * a push device is its signed-in shopper's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WRONG_CODE } from '../domain/profile.ts';
import { BACKEND_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const sessionOf = async (login: string, password = 'Segreta1') =>
  (
    await shop.api('POST', '/auth/login', {
      form: { login, password, remember_me: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    })
  ).session as string;
const signedIn = async (session: string) =>
  ((await shop.api('GET', '/auth/test', { session })).body.user as { userId: number }).userId > 0;
const refusal = (reply: Reply<Envelope>) =>
  reply.body.response.errors[0] as { error: string; code?: string } | undefined;
const codInt = (userId: number) => `C${userId}`;

describe('api-iperal/account/change-password', () => {
  it('given only the session and cod_int, then refused and the password unchanged', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const reply = await shop.api('POST', '/api-iperal/account/change-password', {
      session,
      query: { cod_int: codInt(shopper.userId), new_password: 'Rubata123' },
      check: 'answer',
    });
    expect(refusal(reply)).toEqual({
      error: BACKEND_TEXTS.passwordWrong,
      code: PASSWORD_WRONG_CODE,
    });
    expect(await signedIn(await sessionOf(shopper.login, 'Segreta1'))).toBe(true);
  });

  it('given the old password, then changed and every other session ends', async () => {
    const shopper = await shop.freshShopper();
    const elsewhere = await sessionOf(shopper.login);
    const here = await sessionOf(shopper.login);
    const reply = await shop.api('POST', '/api-iperal/account/change-password', {
      session: here,
      query: {
        cod_int: codInt(shopper.userId),
        new_password: 'Nuova1234',
        old_password: 'Segreta1',
      },
    });
    expect(reply.body.response.status).toBe(0);
    expect(await signedIn(here)).toBe(true);
    const other = await shop.api('GET', '/auth/test', { session: elsewhere, check: 'none' });
    expect(other.status === 419 || (other.body.user as { userId: number }).userId <= 0).toBe(true);
  });

  it('given a reset token of another shopper, then refused', async () => {
    const shopper = await shop.freshShopper();
    const victim = await shop.freshShopper();
    await shop.api('GET', '/registration/password_reset_token_request', {
      query: { e_mail: shopper.login },
    });
    const [mail] = await shop.mailbox(shopper.login);
    const session = await sessionOf(victim.login);
    const reply = await shop.api('POST', '/api-iperal/account/change-password', {
      session,
      query: {
        cod_int: codInt(victim.userId),
        new_password: 'Nuova1234',
        reset_token: mail?.code ?? '',
      },
    });
    expect(reply.body.response.status).not.toBe(0);
  });
});

describe('changing the e-mail or the login', () => {
  it('given update_email_request without the password, then refused and no link mailed', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const target = `presa.${shopper.userId}@example.it`;
    const reply = await shop.api('GET', '/registration/update_email_request', {
      session,
      query: { new_email: target },
      check: 'answer',
    });
    expect(refusal(reply)?.code).toBe(PASSWORD_WRONG_CODE);
    expect(await shop.mailbox(target)).toEqual([]);
  });

  it('given update_email_request with the password, then the address in use is told', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const target = `nuova.${shopper.userId}@example.it`;
    const reply = await shop.api('GET', '/registration/update_email_request', {
      session,
      query: { new_email: target, password: 'Segreta1' },
    });
    expect(reply.body.response.status).toBe(0);
    const [told] = await shop.mailbox(shopper.login);
    expect(told?.body).toContain(target);
  });

  it('given update_username without the password, then refused and the login unchanged', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const reply = await shop.api('POST', '/registration/update_username', {
      session,
      query: { username: `preso.${shopper.userId}@example.it` },
      check: 'answer',
    });
    expect(refusal(reply)?.code).toBe(PASSWORD_WRONG_CODE);
    expect(await signedIn(await sessionOf(shopper.login))).toBe(true);
  });

  it('given update_username with the password, then changed and the address in use told', async () => {
    const shopper = await shop.freshShopper();
    const session = await sessionOf(shopper.login);
    const username = `nuovo.${shopper.userId}@example.it`;
    const reply = await shop.api('POST', '/registration/update_username', {
      session,
      query: { username, password: 'Segreta1' },
    });
    expect(reply.body.response.status).toBe(0);
    const [told] = await shop.mailbox(shopper.login);
    expect(told?.body).toContain(username);
  });
});

describe('the marketing cloud', () => {
  it('given a guest or a shopper, then contact-key and remove are refused', async () => {
    const shopper = await sessionOf('giulia.bianchi@example.it');
    for (const session of [undefined, shopper]) {
      const key = await shop.api('POST', '/marketingcloud/contact-key', {
        ...(session ? { session } : {}),
        json: { ChannelAddressList: ['mario.rossi@example.it'] },
      });
      expect(refusal(key)?.error).toBe(BACKEND_TEXTS.backofficeOnly);
      const remove = await shop.api('POST', '/marketingcloud/remove', {
        ...(session ? { session } : {}),
        query: { contactKey: 'CK1', userId: 1001 },
      });
      expect(refusal(remove)?.error).toBe(BACKEND_TEXTS.backofficeOnly);
    }
  });
});

describe('push devices', () => {
  it("given another shopper's active device, then neither rebound nor turned off; a guest is asked to sign in", async () => {
    const owner = await sessionOf((await shop.freshShopper()).login);
    const intruder = await sessionOf((await shop.freshShopper()).login);
    const device = { platform: 'android', uuid: 'TAKEOVER-1' };
    const mine = await shop.api('GET', '/externalregistration/register', {
      session: owner,
      query: { ...device, external_id: 'PUSH-OWNER' },
    });
    expect(mine.body.response.status).toBe(0);
    const taken = await shop.api('GET', '/externalregistration/register', {
      session: intruder,
      query: { ...device, external_id: 'PUSH-INTRUDER' },
    });
    expect(taken.body.response.status).not.toBe(0);
    const off = await shop.api('GET', '/externalregistration/unregister', {
      session: intruder,
      query: device,
    });
    expect(off.body.response.status).not.toBe(0);
    const guest = await shop.api('GET', '/externalregistration/unregister', {
      query: device,
      check: 'none',
    });
    expect(guest.status).toBe(419);
    const devices = (await (
      await fetch(`${shop.backend.url}/_dev/devices?uuid=TAKEOVER-1`)
    ).json()) as { devices: { externalId: string; active: boolean }[] };
    expect(devices.devices).toMatchObject([{ externalId: 'PUSH-OWNER', active: true }]);
  });
});
