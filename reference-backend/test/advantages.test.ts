/**
 * What /profile/gift 'Vantaggi' reads (account §7 giftcertificate/list, list-manual-assigned with
 * show_history, shopatwork/subscribe): without the history only the certificates still usable,
 * with it the used and expired ones too, marked so; a fresh shopper gets the demo's on request;
 * the workplace subscription takes a known company code and refuses others with an Italian text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS } from '../messages.ts';
import { type Envelope, startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const sessionOf = async (login: string) =>
  (
    await shop.api('POST', '/auth/login', {
      form: { login, password: 'Segreta1', remember_me: false, show_sectors: false },
      query: CAPTCHA,
    })
  ).session as string;

interface Certificate {
  code: string;
  used: boolean;
  expired: boolean;
  manual: boolean;
  kind: string;
  giftTotal: number;
  validUntil: string;
}

const listed = async (session: string, path: string, history: boolean) =>
  (
    await shop.api<{ data: Certificate[] }>('GET', path, {
      session,
      query: history ? { show_history: true } : {},
    })
  ).body.data;

describe('the gift certificates', () => {
  it('lists only the usable ones, and with show_history the used and expired ones too', async () => {
    const session = await sessionOf('mario.rossi@example.it');
    const usable = await listed(session, '/giftcertificate/list', false);
    expect(usable.map((c) => c.code)).toEqual(['PAGNOTTA-MR01', 'FEDELTA15']);
    const all = await listed(session, '/giftcertificate/list', true);
    expect(all.map((c) => [c.code, c.used, c.expired, c.manual])).toEqual([
      ['PAGNOTTA-MR01', false, false, false],
      ['PAGNOTTA-MR02', true, false, true],
      ['FEDELTA15', false, false, true],
      ['ESTATE20', false, true, false],
    ]);
    expect(all.find((c) => c.code === 'ESTATE20')).toMatchObject({
      kind: 'percent',
      giftTotal: 20,
    });
  });

  it('list-manual-assigned names only those assigned by hand', async () => {
    const session = await sessionOf('mario.rossi@example.it');
    expect(
      (await listed(session, '/giftcertificate/list-manual-assigned', false)).map((c) => c.code),
    ).toEqual(['FEDELTA15']);
    expect(
      (await listed(session, '/giftcertificate/list-manual-assigned', true)).map((c) => c.code),
    ).toEqual(['PAGNOTTA-MR02', 'FEDELTA15']);
  });

  it('a fresh shopper has none, the usable ones, or with pastCertificates the history too', async () => {
    const codes = async (options: Record<string, unknown>) => {
      const session = await sessionOf((await shop.freshShopper({ like: 1001, ...options })).login);
      return (await listed(session, '/giftcertificate/list', true)).map((c) => c.code);
    };
    expect(await codes({})).toEqual([]);
    expect(await codes({ giftCertificates: true })).toEqual(['PAGNOTTA-MR01', 'FEDELTA15']);
    expect(await codes({ giftCertificates: true, pastCertificates: true })).toEqual([
      'PAGNOTTA-MR01',
      'PAGNOTTA-MR02',
      'FEDELTA15',
      'ESTATE20',
    ]);
  });

  it('an expired certificate is refused at the cart', async () => {
    const session = await sessionOf(
      (await shop.freshShopper({ like: 1001, giftCertificates: true, pastCertificates: true }))
        .login,
    );
    const reply = await shop.api<Envelope>('GET', '/cart-giftcertificate/check', {
      session,
      query: { code: 'ESTATE20' },
    });
    expect(reply.body.response.status).not.toBe(0);
  });
});

describe('shopatwork/subscribe', () => {
  it('takes the demo company code (any case) and says so', async () => {
    const session = await sessionOf((await shop.freshShopper()).login);
    const reply = await shop.api<Envelope>('GET', '/shopatwork/subscribe', {
      session,
      query: { subscriptionCode: ' sporta-azienda ' },
    });
    expect(reply.body.response.status).toBe(0);
    expect(reply.body.response.infos[0]?.info).toBe(BACKEND_TEXTS.shopAtWorkDone);
  });

  it('refuses an unknown code with its Italian text', async () => {
    const session = await sessionOf((await shop.freshShopper()).login);
    const reply = await shop.api<Envelope>('GET', '/shopatwork/subscribe', {
      session,
      query: { subscriptionCode: 'NESSUNA' },
    });
    expect(reply.body.response.errors[0]?.error).toBe(BACKEND_TEXTS.shopAtWorkInvalid);
  });
});
