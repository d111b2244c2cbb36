/**
 * A shopper born abroad names her country of birth (issue 40 item 2): the shop checks it against
 * its own list on the server, so a forged or unknown country posted to either module's
 * register_user is refused with the catalogue's Italian text and no account is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../messages.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const PATHS = {
  chain: '/iperal-registration/register_user',
  generic: '/registration/register_user',
} as const;

function registration(email: string, birthCountry: string) {
  return {
    email,
    password: 'Segreta12',
    person: {
      firstName: 'Claire',
      lastName: 'Dubois',
      gender: 'F',
      birthDate: '01/02/1980',
      birthPlace: birthCountry,
      birthCountry,
    },
    address: { address1: 'Via Roma 1', city: 'Milano', province: 'MI', postalCode: '20121' },
  };
}

describe.each(['chain', 'generic'] as const)('registering born abroad (%s module)', (module) => {
  it.each(['XX', 'Atlantide', 'IT', '<script>'])('refuses the country %j', async (country) => {
    const email = `estero.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answer = await shop.api('POST', PATHS[module], { json: registration(email, country) });
    expect(answer.body.response.status).not.toBe(0);
    expect(answer.body.response.errors[0]?.error).toBe(
      SPEC_TEXTS['registration.birthCountryUnknown'],
    );
    expect(await shop.mailbox(email)).toEqual([]);
  });

  it('accepts a country of its list, by code or by name', async () => {
    for (const country of ['FR', 'Francia']) {
      const email = `estero.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const answer = await shop.api('POST', PATHS[module], { json: registration(email, country) });
      expect(answer.body.response.status).toBe(0);
    }
  });
});
