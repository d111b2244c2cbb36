/**
 * Suggestions for the address form (spec: account §7 "Geo and postal lookups"; "Address search
 * is limited to Lombardy"): the provinces, a province's towns with their postal code, a town's
 * streets, from geo/* or, with ADDRESS_LOOKUP=poste, poste/* (poste-lookups.ts). A failed lookup
 * suggests nothing; the shopper can still type.
 */
import { geoArea } from '@sporta/sdk';
import { type AddressLookupSource, addressLookupOn } from '../../../platform/address-lookup';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { posteLookups } from './poste-lookups';

/** Lookups the server did already: the form asks them no more (the account pages' JS budget). */
export interface KnownPlaces {
  provinces: Place[];
  /** The towns of `province`. */
  province: string;
  towns: Place[];
}

export interface Place {
  id: string;
  name: string;
  /** A town's postal code, a province's code. */
  code: string;
}

/** The places of a lookup's answer (pure; the server reads them too: address-book.server.ts). */
export const places = (answer: unknown): Place[] =>
  Array.isArray(answer)
    ? answer.flatMap((entry) => {
        const { id, name, code } = (entry ?? {}) as Record<string, unknown>;
        return typeof name === 'string'
          ? [{ id: String(id ?? name), name, code: typeof code === 'string' ? code : '' }]
          : [];
      })
    : [];

const quietly = async (lookup: () => Promise<unknown>): Promise<Place[]> => {
  try {
    return places(await lookup());
  } catch {
    // No suggestions: the shopper types the town or street in full, the form still works.
    return [];
  }
};

const geo = {
  provinces: () => quietly(() => geoArea(ebsnCore()).provinces()),
  towns: (province: string) => quietly(() => geoArea(ebsnCore()).cities(province)),
  streets: (province: string, town: string, typed: string) =>
    quietly(() => geoArea(ebsnCore()).addressSuggestions(province, town, typed)),
};

let poste: ReturnType<typeof posteLookups> | undefined;

/** The lookups of the shop's source (ADDRESS_LOOKUP, read from the page when the shopper types). */
export function lookupsFor(source: AddressLookupSource) {
  if (source === 'geo') return geo;
  poste ??= posteLookups(quietly);
  return poste;
}

export const provinces = () => lookupsFor(addressLookupOn()).provinces();

export const towns = (province: string) =>
  province ? lookupsFor(addressLookupOn()).towns(province) : Promise.resolve([]);

export const streets = (province: string, town: string, typed: string) =>
  province && town && typed.trim().length >= 2
    ? lookupsFor(addressLookupOn()).streets(province, town, typed.trim())
    : Promise.resolve([]);

/**
 * The postal code a known town fills in (the address form, registration): the town's own — also
 * when the towns arrive after the town was typed — unless the shopper wrote another code (not the
 * one filled before) or is writing in the field now, where what she types would land after it.
 */
export function postalCodeToFill(
  towns: readonly Place[],
  town: string,
  field: { value: string; filled: string; writing: boolean },
): string | undefined {
  const code = towns.find((each) => each.name === town)?.code;
  if (!code || code === field.value || field.writing) return undefined;
  return field.value === '' || field.value === field.filled ? code : undefined;
}
