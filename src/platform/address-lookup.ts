/**
 * Where the address fields find their provinces, towns and streets (ADDRESS_LOOKUP, spec: account
 * §7 "Geo and postal lookups"): `geo`, api-iperal/geo/* (default), or `poste`, the postal
 * service's api-iperal/poste/*. Read on the server (config.ts), carried to the page as an attribute
 * of <html> (Shell.astro), read by the lookups when the shopper types. No runtime imports:
 * scripts/serve.mjs loads this file at start to refuse an unknown value.
 */
export type AddressLookupSource = 'geo' | 'poste';

export const ADDRESS_LOOKUP_ATTRIBUTE = 'data-address-lookup';

const SOURCES: readonly AddressLookupSource[] = ['geo', 'poste'];

/** The setting's source; unset is geo; anything else stops the start (as REGISTRATION_MODULE). */
export function addressLookupOf(value: string | undefined): AddressLookupSource {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '') return 'geo';
  const known = SOURCES.find((source) => source === given);
  if (known) return known;
  throw new Error(
    `ADDRESS_LOOKUP=${JSON.stringify(value)} is not an address source: set it to "geo" or "poste" (README "Configuration"), or leave it unset for "geo".`,
  );
}

/** The page's source; geo where no page exists (tests, the server) or none was set. */
export const addressLookupOn = (
  doc: Document | undefined = globalThis.document,
): AddressLookupSource =>
  doc?.documentElement.getAttribute(ADDRESS_LOOKUP_ATTRIBUTE) === 'poste' ? 'poste' : 'geo';
