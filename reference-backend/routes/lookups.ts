/**
 * Geo and postal lookups, Lombardy only (spec: account §7 "Geo and postal lookups"): countries,
 * provinces, towns, street suggestions, Belfiore and ISTAT codes.
 */
import { COUNTRIES } from '../domain/fiscal-code.ts';
import {
  PROVINCES,
  provinceOf,
  streetsOf,
  TOWNS,
  townById,
  townByName,
} from '../domain/geo-data.ts';
import type { Routes } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS } from '../messages.ts';

const matching = (filter: string | undefined) => (name: string) =>
  filter === undefined || name.toLowerCase().includes(filter.trim().toLowerCase());

function streets(townIstat: string | undefined, filter: string | undefined, province?: string) {
  const town = townIstat ? townById(townIstat, province) : undefined;
  if (!town) return [];
  return streetsOf(town)
    .filter(matching(filter))
    .slice(0, 20)
    .map((name, i) => ({ id: `${town.istat}-${i + 1}`, name, code: town.postalCode }));
}

export const lookupRoutes: Routes = {
  'GET /api-iperal/geo/country-list': () => ({
    data: COUNTRIES.map((c) => ({ id: c.id, name: c.name, code: c.belfiore || 'IT' })),
  }),
  'GET /api-iperal/geo/province-list': () => ({
    data: PROVINCES.map((p) => ({ id: p.code, name: p.name, code: p.code })),
  }),
  'GET /api-iperal/geo/city-list': (call) => {
    const province = provinceOf(call.query.str('province'));
    return {
      data: province
        ? TOWNS.filter((t) => t.province === province.code).map((t) => ({
            id: t.istat,
            name: t.name,
            code: t.postalCode,
            latitude: t.latitude,
            longitude: t.longitude,
          }))
        : [],
    };
  },
  'GET /api-iperal/geo/address-suggestions': (call) => {
    const province = provinceOf(call.query.str('province'));
    const town = province ? townByName(call.query.str('city'), province.code) : undefined;
    return { data: streets(town?.istat, call.query.str('partialAddress')) };
  },
  'GET /api-iperal/geo/code-belfiore': (call) => {
    const value = call.query.str('cityId');
    const town = townById(value) ?? townByName(value);
    if (!town) throw new Refusal(BACKEND_TEXTS.cityNotFound);
    return {
      data: {
        cityId: town.istat,
        name: town.name,
        belfiore: town.belfiore,
        code: town.belfiore,
        codeBelfiore: town.belfiore,
      },
    };
  },
  'GET /api-iperal/poste/province-list': () => ({
    data: PROVINCES.map((p) => ({ id: p.istat, name: p.name, code: p.code })),
  }),
  'GET /api-iperal/poste/city-list': (call) => {
    const province = provinceOf(call.query.str('id_province'));
    const filter = call.query.optStr('filter');
    return {
      data: province
        ? TOWNS.filter((t) => t.province === province.code && matching(filter)(t.name)).map(
            (t) => ({ id: t.istat, name: t.name, code: t.postalCode }),
          )
        : [],
    };
  },
  'GET /api-iperal/poste/get-istat-code': (call) => {
    const province = provinceOf(call.query.str('istat_code_province'));
    const town = townById(call.query.str('id_localita'), province?.istat);
    if (!province || !town || town.province !== province.code)
      throw new Refusal(BACKEND_TEXTS.cityNotFound);
    return { data: { istatCode: town.istat, istatCodeProvince: province.istat, name: town.name } };
  },
  'GET /api-iperal/poste/address-suggestions': (call) => ({
    data: streets(call.query.str('id_localita'), call.query.optStr('filter')),
  }),
};
