/**
 * Which rendered pages one shopper may share with another (issue 14 "Rendering and caching"):
 * the catalogue and content pages, per price context — the store, delivery day and slot that
 * decide prices (ebsn-observed §1.1 `hash`: `w{warehouse}d{date}t{slot}`) — and per kind of
 * visitor: guests share one page, signed-in shoppers another, in which nothing is anybody's
 * (their name and cart count fill in from their own cookies in the browser, TopBar.astro).
 *
 * Deciding must not cost an upstream call (the page cache answers before Astro, scripts/serve.mjs),
 * so the cookies tell: no session at all is a guest with the default context; a session counts
 * only with the mark SSR left after asking the API who it is (`markShared`). The mark is signed
 * with the server's secret over the view and the very session value it was made for (docs/adr/
 * 0017): no client can forge, tamper with or replay it on another session to have a page
 * rendered with its own session kept as another view's — a sign-in renews the session, so an
 * old mark stops counting by itself. It lives 5 minutes, and is forgotten by any change made
 * through /ebsn/api and on every page that is not shared (ebsn-proxy.ts, middleware.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DELIVERY_SERVICE } from '@sporta/rules';
import {
  ACCOUNT_COOKIE,
  type CookieJar,
  type CookieValues,
  SESSION_COOKIE,
  SHARED_MARK_COOKIE,
} from '../../cookies';

/** The price context of a shopper who has chosen nothing: no store, no day, no slot. */
export const DEFAULT_PRICE_CONTEXT = 'w0d0t0';
/** How long the storefront keeps a shared page before rendering it again. */
export const SHARED_PAGE_TTL_MS = 30_000;
/**
 * How long the server keeps a catalogue answer the API gave a call made as nobody (a guest's
 * shared page: no session), for every such call (shopper.server.ts). Shorter than a shared page's
 * life: a page rendered from a kept answer is at most this much older than the API.
 */
export const NOBODYS_ANSWER_TTL_MS = 10_000;
/** What a guest's shared page tells the browser and a CDN: revalidate at once, share for 30 s, serve stale while renewing. */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** A signed-in shopper's shared page is shared by this server only, never by a CDN. */
export const SHOPPER_PAGE_CACHE_CONTROL = 'private, no-cache';
/**
 * Every other answer — a shopper's page, a redirect, a form's result, the API's — is hers alone:
 * kept by no cache, the browser's back-forward memory included (issue 37).
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The offline page as a guest sees it: nobody's, kept by the service worker, asked again each time. */
export const OFFLINE_PAGE_CACHE_CONTROL = 'public, no-cache';
/** Whether an answer was made to be shared (a shared page, robots.txt, the category tree…). */
export const isSharedAnswer = (cacheControl: string | null) =>
  cacheControl === SHOPPER_PAGE_CACHE_CONTROL || /\bpublic\b/.test(cacheControl ?? '');
/** Says which shared page an answer is (`g…`/`s…`, `sharedKeyOf`): the server's cache keeps only those. */
export const SHARED_PAGE_HEADER = 'x-sporta-shared';

/** Pages whose content is the same for every guest of a price context. */
// Not /consegna-agevolata: a signed-in shopper finds their own request form there, with their data.
const SHARED_PATHS = /^\/(|catalog|offerte|search|vantaggi|servizio-clienti|faq)$/;
const SHARED_PREFIXES = /^\/(category|product|faq|page)\/[^/]/;

export function isSharedPage(pathname: string): boolean {
  return SHARED_PATHS.test(pathname) || SHARED_PREFIXES.test(pathname);
}

interface PricedCart {
  warehouse?: { warehouseId?: number | undefined } | null | undefined;
  timeslot?: { date?: string | undefined; timeslotId?: number | undefined } | null | undefined;
}

/** The `hash` of a cart: `w{warehouseId}d{date}t{timeslotId}`, 0 for what is not chosen. */
export function priceContextOf(cart: PricedCart): string {
  const warehouse = positive(cart.warehouse?.warehouseId);
  const date = /^\d{4}-\d{2}-\d{2}$/.exec(cart.timeslot?.date ?? '')?.[0] ?? '0';
  const slot = positive(cart.timeslot?.timeslotId);
  return `w${warehouse}d${date}t${slot}`;
}

const positive = (value: number | undefined) =>
  Number.isInteger(value) && (value as number) > 0 ? value : 0;

/**
 * The delivery service a shared page is kept for (issue 40: Home's slides follow the shopper's
 * service, account §7 new_slides `deliveryServiceId`): one of the shop's known services (shopping
 * §9), or undefined — the default page, every service's slides — for none or anything else. The
 * key space stays the handful of services, whatever id a cart or a cookie carries.
 */
const KNOWN_SERVICES: readonly number[] = Object.values(DELIVERY_SERVICE);
export function sharedServiceOf(serviceId: unknown): number | undefined {
  return typeof serviceId === 'number' && KNOWN_SERVICES.includes(serviceId)
    ? serviceId
    : undefined;
}

/** The page a request may share: a guest's or a signed-in shopper's, of one price context. */
export interface SharedView {
  signedIn: boolean;
  priceContext: string;
  /** Its delivery service (`sharedServiceOf`), absent for the default page. */
  service?: number;
}

/**
 * The cache key part of a view: `g` or `s`, the price context, then `v{service}` when it has one
 * (the default page keeps its old key, gw0d0t0 for a guest).
 */
export const sharedKeyOf = (view: SharedView) => {
  const service = sharedServiceOf(view.service);
  return `${view.signedIn ? 's' : 'g'}${view.priceContext}${service ? `v${service}` : ''}`;
};

/** A mark is asked again after this long: a slot changed on another device shows by then. */
const MARK_MAX_AGE_S = 300;
// Only the known services match (deploy/varnish/sporta.vcl has the same list): a made-up one
// makes no mark, so no page of its own.
const MARK = new RegExp(
  `^([gs])(w\\d+d[\\d-]+t\\d+)(?:v(${KNOWN_SERVICES.join('|')}))?\\.([\\w-]+)$`,
);

/**
 * The shared page this request may get, or undefined when it must be rendered for this browser
 * alone (a session not asked about yet, an account value without its session).
 */
export function sharedViewOf(cookies: CookieValues): SharedView | undefined {
  const session = cookies[SESSION_COOKIE];
  if (!session) {
    return cookies[ACCOUNT_COOKIE]
      ? undefined
      : { signedIn: false, priceContext: DEFAULT_PRICE_CONTEXT };
  }
  const mark = MARK.exec(cookies[SHARED_MARK_COOKIE] ?? '');
  if (!mark) return undefined;
  const view: SharedView = { signedIn: mark[1] === 's', priceContext: mark[2] as string };
  const service = sharedServiceOf(Number(mark[3]));
  if (service) view.service = service;
  return sameSignature(mark[4] as string, signatureOf(view, session)) ? view : undefined;
}

/** `sharedViewOf` over Astro's cookie jar. */
export function sharedViewOfJar(cookies: CookieJar): SharedView | undefined {
  return sharedViewOf({
    [ACCOUNT_COOKIE]: cookies.get(ACCOUNT_COOKIE)?.value,
    [SESSION_COOKIE]: cookies.get(SESSION_COOKIE)?.value,
    [SHARED_MARK_COOKIE]: cookies.get(SHARED_MARK_COOKIE)?.value,
  });
}

/** After SSR asked the API who is shopping: the session is marked with that and the price context. */
export function markShared(cookies: CookieJar, secure: boolean, view: SharedView): void {
  const session = cookies.get(SESSION_COOKIE)?.value;
  if (!session) {
    forgetSharedMark(cookies);
    return;
  }
  const mark = `${sharedKeyOf(view)}.${signatureOf(view, session)}`;
  if (cookies.get(SHARED_MARK_COOKIE)?.value === mark) return;
  cookies.set(SHARED_MARK_COOKIE, mark, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MARK_MAX_AGE_S,
  });
}

export function forgetSharedMark(cookies: CookieJar): void {
  if (cookies.get(SHARED_MARK_COOKIE)) cookies.delete(SHARED_MARK_COOKIE, { path: '/' });
}

/** The setting every storefront process of a shop shares; production refuses to start without it. */
export const SHARED_MARK_SECRET_SETTING = 'SHARED_MARK_SECRET';

/**
 * The server's secret: the setting, or one made at this process's first use and left in its
 * environment, so every copy of this module in the process (the page cache's, the pages') signs
 * alike; `start:scaled` makes one for all its processes.
 */
function markSecret(): string {
  process.env[SHARED_MARK_SECRET_SETTING] ||= randomBytes(32).toString('base64url');
  return process.env[SHARED_MARK_SECRET_SETTING];
}

/** Ties the view to the session it was made for, with a key no client has. */
function signatureOf(view: SharedView, session: string): string {
  return createHmac('sha256', markSecret())
    .update(`${sharedKeyOf(view)}\n${session}`)
    .digest('base64url')
    .slice(0, 32);
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
