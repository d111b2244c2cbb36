/**
 * The profile level (docs/adr/0014; spec: shopping §3 Cart.user profile.level, §9
 * "minProfileLevel 2"): the cart names it, a fresh shopper may start below it with her birth date
 * and fiscal code missing, and a save that completes the profile raises her to 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

async function signedInShopper(options: object): Promise<string> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    body: JSON.stringify(options),
  });
  expect(answer.status).toBe(200);
  const { login } = (await answer.json()) as { login: string };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false, show_sectors: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  expect(reply.body.response.status).toBe(0);
  return reply.session ?? '';
}

const levelOf = async (session: string) =>
  (
    (await shop.api('GET', '/cart/view', { session })).body.data as {
      user: { profile: { level: number } };
    }
  ).user.profile.level;

const personOf = async (session: string) =>
  (
    (await shop.api('GET', '/api-iperal/account/user', { session })).body.data as {
      person: Record<string, string>;
    }
  ).person;

describe('the profile level', () => {
  it('is 2 for a shopper like the demo accounts', async () => {
    expect(await levelOf(await signedInShopper({}))).toBe(2);
  });

  it('starts at 1 with birth date and fiscal code missing when asked', async () => {
    const session = await signedInShopper({ profileLevel: 1 });
    expect(await levelOf(session)).toBe(1);
    const person = await personOf(session);
    expect(person.birthDate).toBe('');
    expect(person.fiscalCode).toBe('');
  });

  it('stays 1 after a save still lacking the fiscal code, and is 2 once it is complete', async () => {
    const session = await signedInShopper({ profileLevel: 1 });
    const person = { ...(await personOf(session)), birthDate: '14/03/1991' };
    const partial = await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person: { ...person, fiscalCode: undefined } },
    });
    expect(partial.body.response.status).toBe(0);
    expect(await levelOf(session)).toBe(1);
    const complete = await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person: { ...person, fiscalCode: 'BNCGLI91C54F704E' } },
    });
    expect(complete.body.response.status).toBe(0);
    expect(await levelOf(session)).toBe(2);
  });

  it('refuses a profile level that is no whole number', async () => {
    const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
      method: 'POST',
      body: JSON.stringify({ profileLevel: 'alto' }),
    });
    expect(answer.status).toBe(400);
  });
});
