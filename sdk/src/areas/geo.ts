/** Country, province, city and street lookups (spec: account §7 "Geo and postal lookups"). */
import type { EbsnContext } from '../context';
import { caller } from '../context';

export function geoArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { send } = caller(ctx);
  return {
    countries: () => send(GET('/api-iperal/geo/country-list')),
    provinces: () => send(GET('/api-iperal/geo/province-list')),
    cities: (province: string) =>
      send(GET('/api-iperal/geo/city-list', { params: { query: { province } } })),
    /** Street suggestions; the service covers Lombardy only (account §7). */
    addressSuggestions: (province: string, city: string, partialAddress: string) =>
      send(
        GET('/api-iperal/geo/address-suggestions', {
          params: { query: { province, city, partialAddress } },
        }),
      ),
    belfioreCode: (cityId: number | string) =>
      send(GET('/api-iperal/geo/code-belfiore', { params: { query: { cityId } } })),
  };
}
