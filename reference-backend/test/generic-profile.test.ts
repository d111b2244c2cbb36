// @vitest-environment node
/**
 * The generic module's profile calls a screen makes (issue 40; spec: account §7 "Registration
 * and profile (generic module)"): the loyalty card as a person info (update_person_info), each
 * checked and kept in the database, refused in Italian; what a linked social account says of her
 * (social_user_detail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

async function freshSession(options: object = {}) {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  const { login } = (await answer.json()) as { login: string };
  const signIn = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  return signIn.session as string;
}

const refusal = (reply: Reply<Envelope>) =>
  (reply.body.response.errors[0] as { error: string } | undefined)?.error;
const detail = async (session: string) =>
  (await shop.api('GET', '/registration/user_detail', { session })).body.data as Record<
    string,
    unknown
  >;

describe('registration/update_person_info', () => {
  it('given the loyalty card (type 1), then kept as the profile’s card and among its infos', async () => {
    const session = await freshSession();
    const reply = await shop.api('POST', '/registration/update_person_info', {
      session,
      json: { personInfoTypeId: 1, value: ' 0401234567 ' },
    });
    expect(reply.body.data).toMatchObject({ personInfoTypeId: 1, value: '0401234567' });
    const profile = await detail(session);
    expect(profile.fidelityCard).toBe('0401234567');
    expect(profile.personInfos).toEqual({ 1: '0401234567' });
  });

  it.each([
    [1, '04-01', 'Accetta solo numeri'],
    [1, ' ', SPEC_TEXTS['validation.required']],
    [9, '123', BACKEND_TEXTS.personInfoUnknown],
  ])(
    'given type %i with %j, then refused in Italian and nothing kept',
    async (type, value, text) => {
      const session = await freshSession();
      const reply = await shop.api('POST', '/registration/update_person_info', {
        session,
        json: { personInfoTypeId: type, value },
        check: 'answer',
      });
      expect(refusal(reply)).toContain(text);
      expect((await detail(session)).personInfos).toBeUndefined();
    },
  );
});

describe('registration/update_billing_address', () => {
  it('given a whole address, then kept on the profile, the province upper case', async () => {
    const session = await freshSession();
    const address = { address1: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'mi' };
    const reply = await shop.api('POST', '/registration/update_billing_address', {
      session,
      json: address,
    });
    expect(reply.body.response.status).toBe(0);
    expect((await detail(session)).billingAddress).toEqual({ ...address, province: 'MI' });
  });

  it.each([
    [{ address1: 'Via Roma 1', city: '' }, SPEC_TEXTS['validation.required']],
    [{ address1: 'Via Roma 1', city: 'Milano', postalCode: '201' }, 'CAP'],
    [{ address1: 'Via Roma 1', city: 'Milano', province: 'Milano' }, '2 caratteri'],
  ])('given %j, then refused in Italian and nothing kept', async (body, text) => {
    const session = await freshSession();
    const reply = await shop.api('POST', '/registration/update_billing_address', {
      session,
      json: body,
      check: 'answer',
    });
    expect(refusal(reply)).toContain(text);
    expect((await detail(session)).billingAddress).toBeUndefined();
  });
});

describe('registration/social_user_detail', () => {
  it('given a shopper with a linked Google account, then what Google says of her', async () => {
    const session = await freshSession({ socialLink: true, profileLevel: 1 });
    const reply = await shop.api('GET', '/registration/social_user_detail', { session });
    const data = reply.body.data as { provider: string; email: string; person: object };
    expect(data.provider).toBe('google');
    expect(data.email).toMatch(/^cliente\.\d+@gmail\.example$/);
    expect(data.person).toEqual({
      firstName: 'Cliente',
      lastName: expect.stringMatching(/^Prova \d+$/),
      gender: 'F',
      birthDate: '14/03/1991',
    });
  });

  it('given a shopper with no social account, then refused in Italian', async () => {
    const session = await freshSession();
    const reply = await shop.api('GET', '/registration/social_user_detail', {
      session,
      check: 'answer',
    });
    expect(refusal(reply)).toBe(BACKEND_TEXTS.socialDetailNone);
  });
});
