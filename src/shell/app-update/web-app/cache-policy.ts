/**
 * What the shop's service worker (service-worker.ts) may keep and answer from its cache: a pure
 * decision, tested without a browser. The worker keeps two kinds of answers only — the offline
 * page with what it needs, and hashed static assets — so everything else, and above all whatever
 * is one shopper's or comes from the EBSN API, always goes to the network (issue 30: "never
 * caches anything personal or /ebsn/api").
 */
import {
  ADMIN_PREFIXES,
  LOGIN_REQUIRED_PREFIXES,
  NO_CONNECTION_PATH,
} from '../../../platform/routes';

/** Never answered from, nor put in, the worker's cache: API calls and the shopper's own pages. */
export const NEVER_CACHED_PREFIXES = [
  '/ebsn/api',
  '/api',
  ...LOGIN_REQUIRED_PREFIXES,
  ...ADMIN_PREFIXES,
] as const;

/** Built files named by their content (`/_astro/Shell.B6kyi9Vu.js`): never change, cache-first. */
export const HASHED_ASSETS_PREFIX = '/_astro/';

/** The page the worker serves when a navigation finds no network. */
export const OFFLINE_PAGE = NO_CONNECTION_PATH;

/** The prefix of the worker's caches; a build's caches are `<prefix><version>`. */
export const CACHE_PREFIX = 'sporta-';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** True for a path the worker must leave to the network, whatever the answer says. */
export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** A request as the decision needs it (a `Request` fits). */
export interface CacheableRequest {
  method: string;
  url: string;
}

/** An answer as the decision needs it (a `Response` fits). */
export interface CacheableResponse {
  status: number;
  /** 'basic' for the shop's own answers; opaque or CORS answers are never kept. */
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * May the worker cache (or answer from its cache) `request`? Only a GET of the shop's own
 * origin, off the never-cached paths, for the offline page or a hashed asset.
 */
export function mayServeFromCache(request: CacheableRequest, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverCached(url.pathname)) return false;
  return url.pathname === OFFLINE_PAGE || url.pathname.startsWith(HASHED_ASSETS_PREFIX);
}

/**
 * May `response` to `request` be kept? The request must be one the cache may answer, and the
 * answer a complete one (200) of the shop's origin that is nobody's: no cookie set, not marked
 * private or no-store.
 */
export function mayCache(
  request: CacheableRequest,
  response: CacheableResponse,
  origin: string,
): boolean {
  if (!mayServeFromCache(request, origin)) return false;
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (response.headers.get('set-cookie') !== null) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(control);
}

/**
 * The hashed scripts and styles a page loads at once (`<script src>`, `<link href>` under
 * /_astro/): what the offline page needs besides itself, read from its HTML so the list follows
 * every build. Islands that load on intent are left out: the offline page needs none of them.
 */
export function hashedAssetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?\s(?:src|href)="(\/_astro\/[^"?#]+)"/g,
  )) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/**
 * The chunks a built script imports statically (`from"./i18n.Da.js"`, `import"./x.js"`), as
 * paths beside it: they run with it, so the offline page needs them too. Dynamic `import()`s
 * load on demand and are left out.
 */
export function staticImportsOf(script: string, scriptPath: string): string[] {
  const folder = scriptPath.slice(0, scriptPath.lastIndexOf('/') + 1);
  const found = new Set<string>();
  for (const match of script.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+)["']/g)) {
    if (match[1]) found.add(`${folder}${match[1].slice(2)}`);
  }
  return [...found];
}
