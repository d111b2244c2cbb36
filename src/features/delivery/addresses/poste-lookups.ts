/**
 * The address fields' lookups from the postal service (ADDRESS_LOOKUP=poste; spec: account §7
 * "Geo and postal lookups": poste/province-list, city-list (id_province, filter),
 * address-suggestions (id_localita, filter)). Poste names provinces and towns by its own ids, so
 * the ids of the lists it answered are kept per page to ask the next list; the fields keep
 * working with the province's code and the town's name, as with geo.
 */
import { posteArea } from '@sporta/sdk';
import { ebsnCore } from '../../../shell/hydration/ebsn';

/** address-lookups.ts's Place (not imported: that file imports this one). */
interface Place {
  id: string;
  name: string;
  code: string;
}

/**
 * "Address search is limited to Lombardy, Italy" (account §7): the postal service knows every
 * province of Italy, the shop serves these.
 */
export const LOMBARDY_PROVINCES: ReadonlySet<string> = new Set([
  'BG',
  'BS',
  'CO',
  'CR',
  'LC',
  'LO',
  'MB',
  'MI',
  'MN',
  'PV',
  'SO',
  'VA',
]);

type Quietly = (lookup: () => Promise<unknown>) => Promise<Place[]>;

/** The poste lookups; `quietly` reads an answer's places and suggests nothing on a failure. */
export function posteLookups(quietly: Quietly) {
  const poste = () => posteArea(ebsnCore());
  let provinceList: Promise<Place[]> | undefined;
  const townLists = new Map<string, Promise<Place[]>>();

  const provinces = () => {
    provinceList ??= quietly(() => poste().provinces()).then((found) =>
      found.filter((province) => LOMBARDY_PROVINCES.has(province.code)),
    );
    return provinceList;
  };

  /** A province's towns: its poste id from the province list (none outside Lombardy). */
  const towns = (province: string): Promise<Place[]> => {
    if (!LOMBARDY_PROVINCES.has(province)) return Promise.resolve([]);
    let list = townLists.get(province);
    if (!list) {
      list = provinces().then((found) => {
        const id = found.find((each) => each.code === province)?.id;
        return id ? quietly(() => poste().cities(id)) : [];
      });
      townLists.set(province, list);
    }
    return list;
  };

  /** A town's streets: its poste id (id_localita) from the town list, then the typed filter. */
  const streets = async (province: string, town: string, typed: string): Promise<Place[]> => {
    const id = (await towns(province)).find((each) => each.name === town)?.id;
    return id ? quietly(() => poste().addressSuggestions(id, typed)) : [];
  };

  return { provinces, towns, streets };
}
