import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * The shell script has wired the page (buttons, stores). Islands are not waited for: overlays
 * hydrate on intent, and a shopper may click before they have arrived.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('html[data-shell="ready"]')).toHaveCount(1);
}

/**
 * axe-core's minified build, the same rules as the `axe.source` AxeBuilder sends by default (its
 * 1.3 MB unminified build, comments and all): half the bytes to send and compile in every page
 * scanned, ~0.2 s of each scan's ~0.5 s injection on a loaded 2-CPU machine.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * An axe scan of the page. A page without frames has nothing to gather from other documents:
 * axe runs in it alone ("legacy" mode: the same rules, the same results) instead of opening a
 * blank page to merge the frames' results, which took half of each scan (~1.2 s of ~2.5 s on a
 * loaded 2-CPU machine). A page with a frame (an embedded player) keeps the default mode, the
 * one that scans cross-origin frames. Every rule runs; only violations are written out node by
 * node (`resultTypes`): the passes' selectors and HTML, which no journey reads, were a fifth of
 * the browser's work and most of the test process's (a listing: 1.07 → 0.77 s, 0.29 → 0.03 s).
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] });

/** axe finds no violation on the page (or inside `include`, a selector). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // The page at rest: the loading overlay shows only while a request is under way (on a busy
  // machine a scan could otherwise meet it), and what is judged is the page the shopper reads.
  await expect(page.getByRole('progressbar', { name: 'Caricamento in corso' })).toHaveCount(0);
  const builder = axeScan(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Every journey fails on an uncaught error of the shop's pages (a React hydration mismatch,
 * #418, is one), a console error, or a Content-Security-Policy violation (issue 12: Chromium logs
 * each refusal as a console error, "… violates the following Content Security Policy directive …"),
 * in any page of the test's context. A journey that provokes an error on purpose (a refused
 * request logs "Failed to load resource") allows exactly that message by calling
 * `allowConsoleErrors(/…/)`; uncaught errors are never allowed. Both come as the browser's own
 * events: no script is added to the pages, no binding exposed (each cost every page load).
 */
export const test = base.extend<{
  consentGiven: Page;
  shopClock: number;
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}>({
  /**
   * The browser's clock set to the shop's (the backend's `--now`, playwright.config.ts) and
   * running on from there: what the page decides by the hour (today, lead times, countdowns)
   * agrees with the server at any hour the suite runs. Journeys may pause or run it on.
   */
  shopClock: [
    async ({ context }, use) => {
      const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
      const { now } = (await (await fetch(`${backend}/_dev/now`)).json()) as { now: number };
      await context.clock.install({ time: now });
      await use(now);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ context }, use) => {
      const watch = watchPageErrors(context);
      await use(watch.allow);
      expect(watch.errors, 'uncaught page errors, console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /** A page with the cookie choice already made, so the banner stays out of the way. */
  consentGiven: async ({ page }, use) => {
    await page.addInitScript(() => {
      // The shop's documents only: an embedded player's frame may not read storage at all.
      if (window.top !== window) return;
      localStorage.setItem(
        'sporta.cookiePreferences',
        JSON.stringify({
          technical: true,
          analytics: false,
          profiling: false,
          savedAt: '2026-11-01T10:00:00.000Z',
          uuid: '0b7f5c1e-8a5e-4d57-9a51-1f1de8c1b001',
        }),
      );
    });
    await use(page);
  },
});

export { expect };

/**
 * What the pages of `context` report from now on that a journey must not leave behind: uncaught
 * errors and rejections, console errors and the CSP violations Chromium logs as such, but those a
 * pattern of `allow` matches (uncaught errors never are).
 */
export function watchPageErrors(context: BrowserContext): {
  errors: string[];
  allow: (...patterns: RegExp[]) => void;
} {
  const allowed: RegExp[] = [];
  const errors: string[] = [];
  context.on('weberror', (error) => {
    const thrown = error.error();
    errors.push(`uncaught on ${error.page()?.url()}: ${thrown.stack ?? thrown.message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!allowed.some((pattern) => pattern.test(text))) {
      errors.push(`console.error on ${message.page()?.url()}: ${text}`);
    }
  });
  return { errors, allow: (...patterns) => allowed.push(...patterns) };
}

/**
 * The console error of one refused request, for `allowConsoleErrors`: Chromium logs "Failed to
 * load resource" for every 4xx/5xx answer; `path` is how the request's path (and query) starts,
 * on any origin.
 */
/** The EBSN paths the page calls through the storefront's proxy, from now on, in order. */
export function ebsnCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/ebsn/api/')) calls.push(path.replace('/ebsn/api', ''));
  });
  return calls;
}

export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^Failed to load resource: .* status of ${status} .*\\(https?://[^/]+${escaped}[^)]*\\)$`,
  );
}

/**
 * Logs a demo shopper in through the storefront's proxy, as the login form will (password
 * Segreta1). The call goes through the browser context's own request API, which shares the
 * context's cookies: the session the proxy sets is the page's. It says it comes from the shop's
 * origin, as the login form's fetch would (cross-site.ts). No page is loaded (the shop page it
 * loaded before only to fetch from cost ~0.4 CPU-s a load on 2 CPUs): the page stays where it was,
 * and a journey calls the shop's API through `page.request` until it opens a page of the shop.
 */
export async function logIn(page: Page, email: string): Promise<void> {
  const answer = await page
    .context()
    .request.post('/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha', {
      headers: { origin: baseURL, 'sec-fetch-site': 'same-origin' },
      form: { login: email, password: 'Segreta1', remember_me: 'false' },
    });
  const { response } = (await answer.json()) as { response: { status: number } };
  expect(response.status).toBe(0);
}

/** A fresh shopper of the e2e backend (reference-backend/dev/fresh-shopper.ts), signed in on `page`. */
export interface FreshShopperOptions {
  /** The demo account copied: 1001–1004 (default 1002, a plain shopper in Monza). */
  like?: number;
  items?: { productId: number; quantity: number }[];
  addressChosen?: boolean;
  /** Another of the demo account's addresses on the cart, by its demo id (321: Luca's office,
   * delivered from warehouse 89), as the address dialog leaves it. */
  deliverTo?: number;
  /** Store pickup at this store (7: Sporta Monza), as the store picker leaves the cart. */
  pickupStore?: number;
  /** The first bookable slot of the cart's service chosen (and the address): ready to add to the cart. */
  slotChosen?: boolean;
  /** An order already placed for the slot's day with these lines (MAXACQ is daily). */
  orderedThatDay?: { productId: number; quantity: number }[];
  cartStatus?: number;
  /** With slotChosen: the last bookable slot, one no other journey books (POST /_dev/fill-slot). */
  lastSlot?: boolean;
  /** The demo account's saved cards, the shopper's own (like 1001 has a VISA ending 4242). */
  savedCards?: boolean;
  /** The demo account's billing identities, the shopper's own (like 1001 has Mario Rossi's). */
  billing?: boolean;
  /** The demo account's unused gift certificates, the shopper's own (like 1001 has two). */
  giftCertificates?: boolean;
  /** With giftCertificates: the used and expired ones too (like 1001: one used, one expired). */
  pastCertificates?: boolean;
  /** The demo account's orders, the shopper's own (like 1001 has one in every status). */
  orders?: boolean;
  /** The demo account's lists, the shopper's own, and the lists shared with it (like 1001: two
   * own lists, 'Dispensa di casa' shared READ and 'Festa di compleanno' shared WRITE). */
  lists?: boolean;
  /** The required consent not given (check-disclaimer names it): her sign-in leads to /profile/consents. */
  missingConsents?: boolean;
  /** Her profile level (default 2); below 2 her birth date and fiscal code are missing and
   * checkout leads her to /profile/profile-update to complete them (docs/adr/0014). */
  profileLevel?: number;
  /** The demo account's messages, the shopper's own (like 1001 has three, two unread). */
  messages?: boolean;
  /** Two-step login on: a login mails a 6-digit code to the shopper's own login. */
  mfa?: boolean;
  /** A Google account `cliente.N@gmail.example` linked to her, which the fake provider signs in;
   * it says her name, gender F and birth date 14/03/1991 (registration/social_user_detail). */
  socialLink?: boolean;
}

export async function signInFreshShopper(
  page: Page,
  options: FreshShopperOptions = {},
): Promise<FreshShopper> {
  const shopper = await freshShopper(page, options);
  await logIn(page, shopper.login);
  return shopper;
}

export interface FreshShopper {
  login: string;
  userId: number;
  /** Old address id → the copy's. */
  addresses: Record<string, number>;
  /** Old order id → the copy's (with `orders`). */
  orders: Record<string, number>;
  /** Old list id → the copy's (with `lists`). */
  lists: Record<string, number>;
}

/** A fresh shopper of the e2e backend, not signed in (password Segreta1). */
export async function freshShopper(
  page: Page,
  options: FreshShopperOptions = {},
): Promise<FreshShopper> {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
  const answer = await page.request.post(`${backend}/_dev/shopper`, { data: options });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FreshShopper;
}

/** This browser's installation id (the proxy sets it on its first call). */
export const clientUuidOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'sporta_client_uuid')?.value ?? '';

/**
 * The reference backend's faults for this browser only (`/_dev/faults?clientUuid=…`): they replace
 * only this browser's rules, so tests running side by side never meet or undo them.
 */
export const faultsFor = (request: APIRequestContext, clientUuid: string, rules: object[]) =>
  request.post(
    `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}/_dev/faults?clientUuid=${clientUuid}`,
    { data: rules },
  );

/**
 * Resolves once the top bar knows the signed-in shopper's unread count: its one background call
 * (user-messages/unread) has answered and left the count's cookie (src/platform/shopper/unread-count.ts).
 * A journey that lists the shop's requests waits for it, so that call is not among them.
 */
export async function unreadCountKnown(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      (await page.context().cookies()).some(({ name }) => name === 'sporta_unread_messages'),
    )
    .toBe(true);
}

/**
 * Resolves once the frame of `iframe` has left about:blank, loaded or refused: a refusal by the
 * page's CSP (frame-src) is logged before the frame shows its error page, so the journey's
 * console watch has seen it. Without internet here the player's frame ends on an error page.
 */
export async function frameNavigated(iframe: Locator): Promise<void> {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  await expect.poll(() => frame?.url() ?? '').not.toMatch(/^(about:blank)?$/);
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}
