import type { Locator, Page } from '@playwright/test';
import { expect, failedRequest, signInFreshShopper, test, waitForShell } from './fixtures';

/**
 * Every route at every width (issue 41 item 4): at 320, 390, 768 and 1366 px no page scrolls
 * sideways and no two items of the top bar overlap — for a guest and a signed-in shopper, and with
 * each drawer and dialog open once. A page is loaded once and the window resized through the four
 * widths: the layout (media queries, container sizes) follows the width, not the load.
 */
const WIDTHS = [320, 390, 768, 1366];

const GUEST_ROUTES = [
  '/',
  '/catalog',
  '/offerte',
  '/search?q=pasta',
  '/category/pasta',
  '/product/spaghetti-n5',
  '/faq',
  '/faq/ordini',
  '/page/regolamento',
  '/vantaggi',
  '/servizio-clienti',
  '/consegna-agevolata',
  '/login',
  '/registration-user',
  '/reset-password-request',
  '/address-discovery',
  '/not-found',
  '/no-connection',
  '/service-down',
  '/reset-password-sent',
  '/registration-completed',
  '/backoffice/accesso',
];

const SHOPPER_ROUTES = [
  '/',
  '/category/pasta',
  '/checkout',
  '/profile/dashboard',
  '/profile',
  '/profile/orders',
  '/profile/lists',
  '/profile/addresses',
  '/profile/addresses/manage',
  '/profile/gift',
  '/profile/news-list',
  '/profile/consents',
  '/profile/advanced-security',
  '/profile/update-email',
  '/profile/update-password',
];

interface Fault {
  width: number;
  what: string;
}

/** What is wrong with the page's layout at the current width: sideways scroll, top-bar overlaps. */
function faultsAt(page: Page, width: number): Promise<Fault[]> {
  return page.evaluate((width) => {
    const faults: { width: number; what: string }[] = [];
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > 0) {
      let widest = '';
      let right = document.documentElement.clientWidth;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 0.5) {
          right = box.right;
          const named = element.closest('[class]');
          widest = `${element.tagName.toLowerCase()} in .${String(named?.className ?? '').trim()}`;
        }
      }
      faults.push({
        width,
        what: `${location.pathname} scrolls sideways by ${sideways} px (${widest})`,
      });
    }
    const items = [...document.querySelectorAll('.topbar__inner > *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (const [index, one] of items.entries()) {
      for (const other of items.slice(index + 1)) {
        const across =
          Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const down =
          Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (across > 0.5 && down > 0.5) {
          const name = (element: Element) =>
            `${element.tagName.toLowerCase()}.${String(element.className).trim()}`;
          faults.push({
            width,
            what: `${location.pathname}: top bar ${name(one.element)} overlaps ${name(other.element)}`,
          });
        }
      }
    }
    return faults;
  }, width);
}

/** Whether an open overlay lies across the window, no part of it off either side. */
async function insideWindow(overlay: Locator, width: number): Promise<boolean> {
  const box = await overlay.boundingBox();
  return !!box && box.x >= -0.5 && box.x + box.width <= width + 0.5;
}

/** The faults of `path` through the four widths, one load. */
async function visit(page: Page, path: string): Promise<Fault[]> {
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
  await page.goto(path);
  await waitForShell(page);
  const faults: Fault[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    faults.push(...(await faultsAt(page, width)));
  }
  return faults;
}

test.describe('every route at 320, 390, 768 and 1366 px', () => {
  test('a guest’s pages', async ({ consentGiven: page, allowConsoleErrors }) => {
    // The error pages answer with their own status, which Chromium logs.
    allowConsoleErrors(failedRequest(404, '/not-found'), failedRequest(503, '/service-down'));
    const faults: Fault[] = [];
    for (const path of GUEST_ROUTES) faults.push(...(await visit(page, path)));
    expect(faults).toEqual([]);
  });

  test('a signed-in shopper’s pages, an order and a list', async ({ consentGiven: page }) => {
    const shopper = await signInFreshShopper(page, {
      like: 1001,
      orders: true,
      lists: true,
      slotChosen: true,
      items: [{ productId: 1001, quantity: 2 }],
    });
    const order = Object.values(shopper.orders)[0];
    const list = Object.values(shopper.lists)[0];
    const faults: Fault[] = [];
    for (const path of [...SHOPPER_ROUTES, `/profile/orders/${order}`, `/profile/lists/${list}`]) {
      faults.push(...(await visit(page, path)));
    }
    expect(faults).toEqual([]);
  });

  test('each drawer and dialog, open', async ({ consentGiven: page }) => {
    await signInFreshShopper(page, { like: 1002, addressChosen: true });
    const faults: Fault[] = [];
    const opened: [string, (page: Page) => Promise<void>, string][] = [
      [
        'categorie',
        (page) => page.locator('[data-overlay-open="categories"]').first().click(),
        '#drawer-categories',
      ],
      ['carrello', (page) => page.locator('[data-overlay-open="cart"]').click(), '#drawer-cart'],
      [
        'fascia oraria',
        async (page) => {
          await page.locator('[data-overlay-open="cart"]').click();
          await page.locator('[data-delivery-change="timeslot"]').click();
        },
        '#dialog-timeslot',
      ],
      [
        'indirizzo',
        async (page) => {
          await page.locator('[data-overlay-open="cart"]').click();
          await page.locator('[data-delivery-change="address"]').click();
        },
        '#dialog-address',
      ],
      [
        'menu del profilo',
        (page) => page.getByRole('button', { name: /Il mio account$/ }).click(),
        '#topbar-account-menu',
      ],
    ];
    await page.goto('/');
    await waitForShell(page);
    for (const [name, open, selector] of opened) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
      await open(page);
      const overlay = page.locator(selector);
      await expect(overlay, name).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Drawers slide in: their place is judged once they have come to rest inside the window.
        await expect
          .poll(() => insideWindow(overlay, width), { message: `${name} at ${width} px` })
          .toBe(true);
        faults.push(...(await faultsAt(page, width)));
      }
      // Closed as a shopper would, down to the page (a dialog opened from the cart returns to it).
      await page.keyboard.press('Escape');
      await expect(overlay, name).toBeHidden();
      const cart = page.locator('#drawer-cart');
      if (await cart.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(cart).toBeHidden();
      }
    }
    await page.context().clearCookies();
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    await page.goto('/');
    await waitForShell(page);
    await page.locator('[data-overlay-open="login"]').click();
    const login = page.locator('#dialog-login');
    await expect(login).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => insideWindow(login, width), { message: `accesso at ${width} px` })
        .toBe(true);
      faults.push(...(await faultsAt(page, width)));
    }
    expect(faults).toEqual([]);
  });
});
