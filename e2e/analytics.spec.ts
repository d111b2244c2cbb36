/**
 * Analytics with consent and messages as a modal (issue 30; spec: shopping §4, §8, account §3,
 * §9). Without analytics consent a sign-in pushes nothing and loads no analytics code; with it
 * the sign-in pushes a login event, and an order placed one purchase that a reload does not
 * repeat. The tag manager and the popup codes are settings of the storefront's process, so the
 * journeys that need them run against a second storefront of this worker's own, started with
 * PUBLIC_GTM_ID and SHOW_IN_POPUP_CODES (same build, backend and WordPress); Google's script is
 * answered by a local stub (no internet here) and nothing else may leave the shop's origin.
 */
import type { Page, Request } from '@playwright/test';
import { CMS_PORT } from '../playwright.config';
import { FULL_CART } from './cart-driver';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  faultsFor,
  freshShopper,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';
import { sidePort, startSideStorefront } from './side-storefront';

const GTM_ID = 'GTM-E2E0001';
const POPUP_CODE = 'E2E_POPUP';
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/** The shopper's cookie choice, stored before any page script runs. */
async function chooseCookies(page: Page, analytics: boolean): Promise<void> {
  await page.addInitScript((accepted) => {
    localStorage.setItem(
      'sporta.cookiePreferences',
      JSON.stringify({
        technical: true,
        analytics: accepted,
        profiling: false,
        savedAt: '2026-11-01T10:00:00.000Z',
        uuid: '0b7f5c1e-8a5e-4d57-9a51-1f1de8c1b030',
      }),
    );
  }, analytics);
}

/** The page's dataLayer events (GTM's own start event left out); null when there is none. */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as { dataLayer?: { event?: string }[] }).dataLayer;
    return layer ? layer.filter((entry) => entry.event !== 'gtm.js') : null;
  });

/** Every request of the page leaving the shop: to neither the storefront nor its WordPress (media). */
function foreignRequests(page: Page, shop: string): string[] {
  const own = new Set([new URL(shop).origin, `http://127.0.0.1:${CMS_PORT}`]);
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !own.has(origin)) foreign.push(request.url());
  });
  return foreign;
}

/** Signs in through the top bar's "Accedi" and the login dialog: the page stays. */
async function signInByDialog(page: Page): Promise<void> {
  const { login } = await freshShopper(page);
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Accedi' })).toHaveCount(0);
}

test.describe('analytics without a tag manager', () => {
  test('without analytics consent, a sign-in pushes nothing and loads no analytics code', async ({
    page,
    baseURL,
  }) => {
    await chooseCookies(page, false);
    const foreign = foreignRequests(page, baseURL ?? '');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).not.toContain('googletagmanager');
    await signInByDialog(page);
    // The sign-in's own chunk has run (it carries the analytics check): its work is done.
    await expect
      .poll(() => scripts.some((url) => /\/after-sign-in\.[\w-]+\.js$/.test(url)))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await dataLayerEvents(page)).toBeNull();
    expect(scripts.filter((url) => /\/data-layer\.[\w-]+\.js$/.test(url))).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('with analytics consent, a sign-in pushes one login event and nothing leaves the shop', async ({
    page,
    baseURL,
  }) => {
    await chooseCookies(page, true);
    const foreign = foreignRequests(page, baseURL ?? '');
    await signInByDialog(page);
    await expect.poll(() => dataLayerEvents(page)).toEqual([{ event: 'login', method: 'sporta' }]);
    expect(await page.locator('script[src^="https://www.googletagmanager.com"]').count()).toBe(0);
    expect(foreign).toEqual([]);
  });
});

/**
 * A storefront of this worker's own with the tag manager and a popup code configured: the same
 * build, backend and WordPress as the suite's (playwright.config.ts), on a port of its own.
 */
const configured = test.extend<object, { configuredShop: string }>({
  configuredShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use, workerInfo) => {
      const side = await startSideStorefront(
        sidePort(50 + workerInfo.workerIndex),
        { PUBLIC_GTM_ID: GTM_ID, SHOW_IN_POPUP_CODES: `OTHER_CODE, ${POPUP_CODE}` },
        { readyPath: '/no-connection' },
      );
      try {
        await use(side.url);
      } finally {
        await side.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ configuredShop }, use) => use(configuredShop),
});

configured.describe('with a tag manager and a popup code configured', () => {
  configured(
    'an order placed pushes one purchase, through the stubbed tag manager; a reload pushes none',
    async ({ page, baseURL }) => {
      await chooseCookies(page, true);
      const foreign = foreignRequests(page, baseURL ?? '');
      await page.route(`${GTM_SCRIPT}?**`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__gtmStubLoaded = true;',
        }),
      );
      await signInFreshShopper(page, FULL_CART);
      // A signed-in shopper's page has no analytics event: the policy stays the shop's own.
      const home = await page.goto('/');
      expect(home?.headers()['content-security-policy']).not.toContain('googletagmanager');
      await waitForShell(page);
      await page.locator('[data-overlay-open="cart"]').click();
      await page.locator('#drawer-cart').getByRole('link', { name: 'Concludi ordine' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('link', { name: 'Vai al pagamento' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
      const result = page.waitForResponse((answer) =>
        /\/cart\/payment-completed\/\d+$/.test(answer.url()),
      );
      await page.getByRole('button', { name: 'Conferma e paga' }).click();
      const policy = (await result).headers()['content-security-policy'] ?? '';
      await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
      const orderId = /\/(\d+)$/.exec(page.url())?.[1] ?? '';
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);

      await expect
        .poll(() => page.evaluate(() => (window as { __gtmStubLoaded?: boolean }).__gtmStubLoaded))
        .toBe(true);
      const events = await dataLayerEvents(page);
      const purchases = (events ?? []).filter((entry) => entry.event === 'purchase');
      expect(purchases).toEqual([
        {
          event: 'purchase',
          ecommerce: {
            transaction_id: orderId,
            value: expect.any(Number),
            currency: 'EUR',
            items: expect.arrayContaining([
              expect.objectContaining({ item_id: '273', quantity: 10 }),
            ]),
          },
        },
      ]);
      expect(await page.locator(`script[src="${GTM_SCRIPT}?id=${GTM_ID}"]`).count()).toBe(1);

      await page.reload();
      await waitForShell(page);
      // The result page's script has run before the shell's (document order): nothing pushed.
      expect(await dataLayerEvents(page)).toBeNull();
      expect(
        await page.evaluate(() =>
          JSON.parse(localStorage.getItem('sporta.analyticsOrders') ?? '[]'),
        ),
      ).toEqual([Number(orderId)]);
      expect(foreign.every((url) => url.startsWith(`${GTM_SCRIPT}?id=${GTM_ID}`))).toBe(true);
      expect(foreign).toHaveLength(1);
    },
  );

  configured(
    'a message with a listed code shows as a modal: keyboard only, focus kept inside and given back, axe-clean',
    async ({ page, context }) => {
      await chooseCookies(page, false);
      await signInFreshShopper(page, FULL_CART);
      await page.goto('/');
      await waitForShell(page);
      await page.locator('[data-overlay-open="cart"]').click();
      const drawer = page.locator('#drawer-cart');
      const empty = drawer.getByRole('button', { name: 'Svuota carrello' });
      await expect(empty).toBeVisible();
      const clientUuid = await clientUuidOf(context);
      await faultsFor(page.request, clientUuid, [
        { path: 'cart/close', envelopeErrorRate: 1, envelopeErrorCode: POPUP_CODE },
      ]);
      try {
        await empty.focus();
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('alertdialog');
        await expect(confirm.getByText('Vuoi davvero svuotare il carrello?')).toBeVisible();
        // 'No' has the focus: Tab to 'Si'.
        await page.keyboard.press('Tab');
        await expect(confirm.getByRole('button', { name: 'Si', exact: true })).toBeFocused();
        await page.keyboard.press('Enter');

        const popup = page.getByRole('dialog', { name: 'Si è verificato un errore' });
        await expect(popup).toBeVisible();
        await expect(popup).toContainText('Si è verificato un errore, riprova tra qualche minuto.');
        // A modal, not a toast: nothing of it in the toast stack.
        await expect(page.getByRole('region', { name: 'Notifiche' })).not.toContainText(
          'riprova tra qualche minuto',
        );
        await expectNoAxeViolations(page, '#dialog-message');
        // The page behind is inert: tabbing never reaches it (past the last control the focus
        // leaves for the browser's own UI, as with any native modal, and comes back in).
        for (let press = 0; press < 5; press += 1) {
          await page.keyboard.press('Tab');
          expect(
            await page.evaluate(() => {
              const active = document.activeElement;
              return (
                !active || active === document.body || Boolean(active.closest('#dialog-message'))
              );
            }),
          ).toBe(true);
        }
        const ok = popup.getByRole('button', { name: 'Ho capito' });
        while (!(await ok.evaluate((button) => button === document.activeElement)))
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(popup).toBeHidden();
        // Given back where the shopper was, not to the page's top.
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      } finally {
        await faultsFor(page.request, clientUuid, []);
      }
    },
  );
});
