/**
 * The places the registration suggests (spec: account §7 "Geo and postal lookups"): provinces,
 * the towns of birth, the countries for a shopper born abroad (geo/country-list), the towns and
 * streets of the address, each following what was chosen; a known town fills in its postal code
 * as in the address form (postalCodeToFill says when).
 */
import { geoArea } from '@sporta/sdk';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writingIn } from '../../shell/forms/typed-before-hydration';
import { ebsnCore } from '../../shell/hydration/ebsn';
// Delivery's stateless lookups, not its index.ts, which would bring the whole delivery flow
// past this page's 120 KB budget (docs/adr/0013).
import {
  type Place,
  places,
  postalCodeToFill,
  provinces,
  streets,
  towns,
} from '../delivery/addresses/address-lookups';
import type { RegistrationValues } from './registration-form';

/** A list of lookups (provinces, towns, streets) that follows `key`; empty while unknown. */
function useLookup(load: (key: string) => Promise<Place[]>, key: string): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    void latest.current(key).then((found) => current && setPlaces(found));
    return () => {
      current = false;
    };
  }, [key]);
  return places;
}

/** Countries but Italy, each with its Belfiore code (`code`); none when the lookup fails. */
async function countriesAbroad(): Promise<Place[]> {
  try {
    const found = places(await geoArea(ebsnCore()).countries());
    return found.filter((country) => country.name !== 'Italia' && country.code !== 'IT');
  } catch {
    return [];
  }
}

/**
 * The Belfiore code of the place of birth: a country's from its list, a known town's from
 * geo/code-belfiore; empty when the place or the lookup is unknown (nothing to compare then).
 */
export async function birthBelfiore(
  values: Pick<RegistrationValues, 'birthCountry' | 'birthPlace'>,
  known: { countries: readonly Place[]; birthTowns: readonly Place[] },
): Promise<string> {
  if (values.birthCountry)
    return known.countries.find((c) => c.name === values.birthCountry)?.code ?? '';
  const town = known.birthTowns.find((place) => place.name === values.birthPlace.trim());
  if (!town) return '';
  try {
    const data = (await geoArea(ebsnCore()).belfioreCode(town.id)) as Record<string, unknown>;
    const code = data?.belfiore ?? data?.codeBelfiore ?? data?.code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

/**
 * `postalCodeId`: the postal code's input, to leave alone while the shopper writes in it;
 * `abroad`: born abroad, the countries are asked (only then).
 */
export function useRegistrationPlaces(
  form: UseFormReturn<RegistrationValues>,
  postalCodeId: string,
  abroad: boolean,
) {
  const [birthProvince, province, city] = form.watch(['birthProvince', 'province', 'city']);
  const provinceList = useLookup(() => provinces(), 'all');
  const birthTowns = useLookup(() => towns(birthProvince), birthProvince);
  const countries = useLookup(
    () => (abroad ? countriesAbroad() : Promise.resolve([])),
    abroad ? 'abroad' : '',
  );
  const townList = useLookup(() => towns(province), province);
  const address1 = form.watch('address1');
  const streetList = useLookup(
    () => streets(province, city, address1),
    `${province}|${city}|${address1}`,
  );

  const filledCap = useRef('');
  useEffect(() => {
    const typed = form.getValues('postalCode');
    const code = postalCodeToFill(townList, city, {
      value: typed,
      filled: filledCap.current,
      writing: writingIn(postalCodeId),
    });
    if (!code) return;
    filledCap.current = code;
    form.setValue('postalCode', code, { shouldValidate: typed !== '' });
  }, [townList, city, form, postalCodeId]);

  return { provinceList, birthTowns, countries, townList, streetList };
}
