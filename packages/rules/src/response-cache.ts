/**
 * How long and how many answers a cache keeps (spec: account §7 "cached (15 min, 50 entries)",
 * §9 "Response cache 900000 ms, 50 entries"): the SDK's GET cache in the browser and the server's
 * caches of answers shared by every shopper (WordPress content, the category tree).
 */
export const RESPONSE_CACHE_TTL_MS = 900_000;
export const RESPONSE_CACHE_MAX_ENTRIES = 50;
