/**
 * The address fields' source (ADDRESS_LOOKUP; spec: account §7 "Geo and postal lookups"): the
 * page's attribute chooses geo/* or poste/*; poste's towns and streets are asked by the ids of
 * the lists it answered, and its provinces stay those of Lombardy ("Address search is limited to
 * Lombardy, Italy").
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_LOOKUP_ATTRIBUTE,
  addressLookupOf,
  addressLookupOn,
} from '../../../platform/address-lookup';

const asked: string[] = [];
/** A call that notes its path and arguments, then answers `data`. */
const noted =
  (path: string, data: unknown = []) =>
  async (...args: unknown[]) => {
    asked.push([path, ...args].join(' '));
    return data;
  };
vi.mock('../../../shell/hydration/ebsn', () => ({ ebsnCore: () => ({}) }));
vi.mock('@sporta/sdk', () => ({
  geoArea: () => ({
    provinces: noted('geo/province-list', [{ id: 'MI', name: 'Milano', code: 'MI' }]),
    cities: noted('geo/city-list'),
    addressSuggestions: noted('geo/address-suggestions'),
  }),
  posteArea: () => ({
    provinces: noted('poste/province-list', [
      { id: '015', name: 'Milano', code: 'MI' },
      { id: '058', name: 'Roma', code: 'RM' },
    ]),
    cities: noted('poste/city-list', [{ id: '015146', name: 'Milano', code: '20121' }]),
    addressSuggestions: noted('poste/address-suggestions', [
      { id: 's1', name: 'Via Roma', code: '' },
    ]),
  }),
}));

const { lookupsFor } = await import('./address-lookups');

beforeEach(() => {
  asked.length = 0;
});

describe('the address lookup setting', () => {
  it('is geo unless poste is set, and refuses any other value naming ADDRESS_LOOKUP', () => {
    expect(addressLookupOf(undefined)).toBe('geo');
    expect(addressLookupOf(' Poste ')).toBe('poste');
    expect(() => addressLookupOf('posta')).toThrow(/ADDRESS_LOOKUP="posta"/);
  });

  it("reads the page's attribute; geo without one", () => {
    const page = (value: string | null) =>
      ({
        documentElement: {
          getAttribute: (name: string) => (name === ADDRESS_LOOKUP_ATTRIBUTE ? value : null),
        },
      }) as unknown as Document;
    expect(addressLookupOn(page('poste'))).toBe('poste');
    expect(addressLookupOn(page(null))).toBe('geo');
    expect(addressLookupOn(undefined)).toBe('geo');
  });
});

describe('lookupsFor', () => {
  it('asks geo/* for the geo source', async () => {
    await lookupsFor('geo').provinces();
    await lookupsFor('geo').towns('MI');
    expect(asked).toEqual(['geo/province-list', 'geo/city-list MI']);
  });

  it("asks poste/* for the poste source, by poste's ids, and keeps Lombardy only", async () => {
    const poste = lookupsFor('poste');
    expect((await poste.provinces()).map((p) => p.code)).toEqual(['MI']);
    expect(await poste.towns('RM')).toEqual([]);
    expect(await poste.streets('MI', 'Milano', 'Via R')).toEqual([
      { id: 's1', name: 'Via Roma', code: '' },
    ]);
    expect(asked).toEqual([
      'poste/province-list',
      'poste/city-list 015',
      'poste/address-suggestions 015146 Via R',
    ]);
  });
});
