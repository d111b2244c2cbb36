import type { Page } from '@playwright/test';
import { axeScan, expect, logIn, test, unreadCountKnown, waitForShell } from './fixtures';

/**
 * The shopper on server-rendered pages (src/platform): the top bar shows who is logged in and
 * their cart count from SSR; a cart change made through the /ebsn/api proxy reaches the count
 * without a reload. Each browser project has its own demo shopper, so parallel runs never share
 * a cart.
 */
const SHOPPERS = {
  desktop: { email: 'mario.rossi@example.it', name: 'Mario' },
  mobile: { email: 'anna.esposito@example.it', name: 'Anna' },
} as const;

const cartLabel = (count: number) =>
  count === 0
    ? 'Carrello vuoto'
    : count === 1
      ? 'Carrello, 1 prodotto'
      : `Carrello, ${count} prodotti`;

/** Adds one product the cart does not hold yet, through the proxy; returns the new count. */
function addProductThroughProxy(page: Page) {
  return page.evaluate(async () => {
    const envelope = async (path: string, init?: RequestInit) =>
      (await (await fetch(`/ebsn/api/${path}`, init)).json()) as {
        response: { status: number };
        data: { totalItems: number; cartItems?: { product: { productId: number } }[] };
      };
    const cart = await envelope('cart/view');
    const held = new Set(cart.data.cartItems?.map((item) => item.product.productId));
    for (let productId = 1001; productId < 1040; productId += 1) {
      if (held.has(productId)) continue;
      const added = await envelope('cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
      });
      if (added.response.status === 0) return added.data.totalItems;
    }
    throw new Error('no product could be added');
  });
}

test.describe('the shopper on server-rendered pages', () => {
  test('given a logged-in shopper, then SSR shows their name and cart count, and a cart change through the proxy updates the count without a reload', async ({
    consentGiven: page,
  }, testInfo) => {
    const shopper = SHOPPERS[testInfo.project.name as keyof typeof SHOPPERS];
    await logIn(page, shopper.email);
    const before = (
      (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { totalItems: number };
      }
    ).data.totalItems;

    // Server-rendered: the HTML itself carries the name and the count, no script needed.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`data-shopper-name>${shopper.name}<`);
    expect(html).toContain(`aria-label="${shopper.name}, Il mio account"`);
    expect(html).toContain(cartLabel(before));
    expect(html).not.toMatch(/sporta_session|x-ebsn-session/i);

    await page.goto('/');
    await waitForShell(page);
    await expect(
      page.getByRole('button', { name: `${shopper.name}, Il mio account`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: cartLabel(before), exact: true })).toBeVisible();

    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    const after = await addProductThroughProxy(page);
    expect(after).toBe(before + 1);
    const cartButton = page.getByRole('button', { name: cartLabel(after), exact: true });
    await expect(cartButton).toBeVisible();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The drawer, opened by keyboard on this cold cache, counts the same.
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(`Hai ${after} prodott`)).toBeVisible();
    const results = await axeScan(page).include('#drawer-cart').analyze();
    expect(results.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('given a logout through the proxy, then the page-readable cart count goes with the session', async ({
    consentGiven: page,
    context,
  }, testInfo) => {
    const shopper = SHOPPERS[testInfo.project.name as keyof typeof SHOPPERS];
    await logIn(page, shopper.email);
    await page.goto('/');
    // The page at rest: its unread-badge call, answered after this logout, would start a guest's session.
    await unreadCountKnown(page);
    const names = async () => (await context.cookies()).map((cookie) => cookie.name);
    expect(await names()).toContain('sporta_cart_count');
    await page.evaluate(() => fetch('/ebsn/api/auth/logout', { method: 'POST' }));
    expect(await names()).not.toContain('sporta_cart_count');
    expect(await names()).not.toContain('sporta_session');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
  });
});
