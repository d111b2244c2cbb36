/** Postal-service lookups: provinces, cities, ISTAT codes, streets (spec: account §7). */
import type { EbsnContext } from '../context';
import { caller } from '../context';

export function posteArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { send } = caller(ctx);
  const filtered = (filter?: string) => (filter === undefined ? {} : { filter });
  return {
    provinces: () => send(GET('/api-iperal/poste/province-list')),
    cities: (provinceId: number | string, filter?: string) =>
      send(
        GET('/api-iperal/poste/city-list', {
          params: { query: { id_province: provinceId, ...filtered(filter) } },
        }),
      ),
    istatCode: (istatCodeProvince: string, idLocalita: string) =>
      send(
        GET('/api-iperal/poste/get-istat-code', {
          params: { query: { istat_code_province: istatCodeProvince, id_localita: idLocalita } },
        }),
      ),
    addressSuggestions: (idLocalita: string, filter?: string) =>
      send(
        GET('/api-iperal/poste/address-suggestions', {
          params: { query: { id_localita: idLocalita, ...filtered(filter) } },
        }),
      ),
  };
}
