/** Geo and postal lookups, devices, customer lifetime and the version check (account §7, §9). */
import { expect } from 'vitest';
import { contract, contracts, yes } from './contract';
import { decimal, eachLike, ok, string } from './fixtures';

const GUEST = 'a guest' as const;
const names = (name: string) => ok(eachLike({ id: string('1'), name: string(name) }));
const lookup = (
  when: string,
  path: string,
  name: string,
  call: Parameters<typeof contract>[0]['call'],
  query?: Record<string, string>,
) =>
  contract({
    state: GUEST,
    when,
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    answer: names(name),
    call,
    check: (data) => expect(data).toEqual([{ id: '1', name }]),
  });
const device = { externalId: 'PUSH1', platform: 'android', uuid: 'DEVICE1' };

contracts('lookups and devices', [
  lookup('a request for the countries', '/api-iperal/geo/country-list', 'Italia', (sdk) =>
    sdk.geo.countries(),
  ),
  contract({
    state: GUEST,
    // /registration-user, born abroad: a country's code is its Belfiore code, for the fiscal code.
    when: 'a request for the countries with their Belfiore codes',
    method: 'GET',
    path: '/api-iperal/geo/country-list',
    answer: ok(eachLike({ id: string('FR'), name: string('Francia'), code: string('Z110') })),
    call: (sdk) => sdk.geo.countries(),
    check: (data) => expect(data).toEqual([{ id: 'FR', name: 'Francia', code: 'Z110' }]),
  }),
  lookup('a request for the provinces', '/api-iperal/geo/province-list', 'Milano', (sdk) =>
    sdk.geo.provinces(),
  ),
  contract({
    state: GUEST,
    when: 'a request for the cities of a province, with where they are',
    method: 'GET',
    path: '/api-iperal/geo/city-list',
    query: { province: 'MI' },
    // Address discovery needs a town's point for warehouse/find-by-coordinates.
    answer: ok(
      eachLike({
        id: string('015146'),
        name: string('Milano'),
        code: string('20121'),
        latitude: decimal(45.4642),
        longitude: decimal(9.19),
      }),
    ),
    call: (sdk) => sdk.geo.cities('MI'),
    check: (data) =>
      expect(data).toEqual([
        { id: '015146', name: 'Milano', code: '20121', latitude: 45.4642, longitude: 9.19 },
      ]),
  }),
  lookup(
    'a request for street suggestions',
    '/api-iperal/geo/address-suggestions',
    'Via Roma',
    (sdk) => sdk.geo.addressSuggestions('MI', 'Milano', 'Via Ro'),
    { province: 'MI', city: 'Milano', partialAddress: 'Via Ro' },
  ),
  contract({
    state: GUEST,
    when: 'a request for the Belfiore code of a city',
    method: 'GET',
    path: '/api-iperal/geo/code-belfiore',
    query: { cityId: '146' },
    answer: ok({ code: string('F205') }),
    call: (sdk) => sdk.geo.belfioreCode(146),
    check: (data) => expect(data).toEqual({ code: 'F205' }),
  }),
  lookup('a request for the postal provinces', '/api-iperal/poste/province-list', 'Milano', (sdk) =>
    sdk.poste.provinces(),
  ),
  lookup(
    'a request for the postal cities',
    '/api-iperal/poste/city-list',
    'Milano',
    (sdk) => sdk.poste.cities('15', 'Mil'),
    { id_province: '15', filter: 'Mil' },
  ),
  contract({
    state: GUEST,
    when: 'a request for an ISTAT code',
    method: 'GET',
    path: '/api-iperal/poste/get-istat-code',
    query: { istat_code_province: '015', id_localita: '146' },
    answer: ok({ istatCode: string('015146') }),
    call: (sdk) => sdk.poste.istatCode('015', '146'),
    check: (data) => expect(data).toEqual({ istatCode: '015146' }),
  }),
  lookup(
    'a request for postal street suggestions',
    '/api-iperal/poste/address-suggestions',
    'Via Roma',
    (sdk) => sdk.poste.addressSuggestions('146', 'Via Ro'),
    { id_localita: '146', filter: 'Via Ro' },
  ),
  yes(
    'a logged-in shopper',
    'registering a device for push messages',
    'GET',
    '/externalregistration/register',
    'registered',
    (sdk) => sdk.devices.register(device),
    { query: { external_id: 'PUSH1', platform: 'android', uuid: 'DEVICE1' } },
  ),
  yes(
    'a logged-in shopper with a push device',
    'unregistering a device',
    'GET',
    '/externalregistration/unregister',
    'unregistered',
    (sdk) => sdk.devices.unregister('android', 'DEVICE1'),
    { query: { platform: 'android', uuid: 'DEVICE1' } },
  ),
  yes(
    'a logged-in shopper',
    'sending the customer lifetime',
    'POST',
    '/customer-lifetime/user_info',
    'sent',
    (sdk) => sdk.devices.customerLifetime(1001),
    { query: { userId: '1001' } },
  ),
  contract({
    state: GUEST,
    when: 'a request for the latest app version',
    method: 'GET',
    path: '/version.json',
    answer: { version: string('2.4.0') },
    call: async (sdk) => ({ version: await sdk.devices.latestVersion() }),
    check: (data) => expect(data).toEqual({ version: '2.4.0' }),
  }),
]);
