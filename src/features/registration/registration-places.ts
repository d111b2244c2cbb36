/**
 * The places the registration suggests (spec: account §7 "Geo and postal lookups"): provinces,
 * the towns of birth, the towns and streets of the address, each following what was chosen; a
 * known town fills in its postal code as in the address form (postalCodeToFill says when).
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writingIn } from '../../shell/forms/typed-before-hydration';
// Delivery's stateless lookups, not its index.ts, which would bring the whole delivery flow
// past this page's 120 KB budget (docs/adr/0013).
import {
  type Place,
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

/** `postalCodeId`: the postal code's input, to leave alone while the shopper writes in it. */
export function useRegistrationPlaces(
  form: UseFormReturn<RegistrationValues>,
  postalCodeId: string,
) {
  const [birthProvince, province, city] = form.watch(['birthProvince', 'province', 'city']);
  const provinceList = useLookup(() => provinces(), 'all');
  const birthTowns = useLookup(() => towns(birthProvince), birthProvince);
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

  return { provinceList, birthTowns, townList, streetList };
}
