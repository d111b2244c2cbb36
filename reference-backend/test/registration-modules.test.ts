/**
 * Both registration modules against the real reference backend (spec: account §7, README
 * REGISTRATION_MODULE): a shopper registers, confirms the mailed code, signs in, reads and
 * updates the profile through `registrationCalls`, and every call goes to its module's family.
 */
import { createEbsnClient, type RegistrationModule, registrationCalls } from '@sporta/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** A client that records the paths it calls. */
function recordingClient() {
  const paths: string[] = [];
  const client = createEbsnClient({
    baseUrl: `${shop.backend.url}/ebsn/api`,
    cache: false,
    captcha: { provider: () => 'sporta-dev-captcha' },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      paths.push(url.pathname.replace('/ebsn/api', ''));
      return fetch(input, init);
    },
  });
  return { client, paths };
}

const FAMILY: Record<RegistrationModule, RegExp> = {
  chain: /^\/(api-iperal|iperal-registration)\//,
  generic: /^\/registration\//,
};

describe.each(['chain', 'generic'] as const)('the %s registration module', (module) => {
  it('registers, confirms, then reads and updates the profile through its own calls', async () => {
    const { client, paths } = recordingClient();
    const calls = registrationCalls(client, module);
    const email = `${module}.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const person = {
      firstName: 'Lucia',
      lastName: 'Verdi',
      gender: 'F',
      birthDate: '01/02/1980',
      birthPlace: 'Milano',
      fiscalCode: 'VRDLCU80B41F205M',
    };
    await calls.register({ email, password: 'Segreta12', person });
    const [mail] = await shop.mailbox(email);
    await calls.confirm(email, mail?.code ?? '');
    await client.auth.login({ login: email, password: 'Segreta12' });

    const profile = (await calls.profile()) as { email?: string; person?: { lastName?: string } };
    expect(profile.email).toBe(email);
    await calls.updateProfile({ person: { ...person, lastName: 'Bianchi' } });
    const updated = (await calls.profile()) as { person?: { lastName?: string } };
    expect(updated.person?.lastName).toBe('Bianchi');

    const moduleCalls = paths.filter((path) => !path.startsWith('/auth/'));
    expect(moduleCalls.length).toBe(5);
    for (const path of moduleCalls) expect(path).toMatch(FAMILY[module]);
    expect(calls.checkUser === undefined).toBe(module === 'generic');
  });
});
