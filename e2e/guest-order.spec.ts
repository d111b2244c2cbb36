import type { Page } from '@playwright/test';
import { FULL_CART } from './cart-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/**
 * An order seen through the link of its confirmation e-mail (issue 26; spec: account §7
 * `token-order/view`): read-only, without login, only with the right token.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;

/** Places the fresh shopper's full cart, paid on delivery; answers the order's number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto('/checkout');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  return /payment-completed\/(\d+)$/.exec(page.url())?.[1] ?? '';
}

/** The link of the order's confirmation e-mail, as the backend mailed it. */
async function mailedLink(page: Page, to: string, orderId: string): Promise<URL> {
  const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await answer.json()) as { mails: { subject: string; body: string }[] };
  const mail = mails.find((sent) => sent.subject === `Conferma ordine ${orderId}`);
  const link = /https?:\/\/\S+\/order\?\S+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the confirmation e-mail links the order').toBeTruthy();
  return new URL(link ?? '');
}

test.describe('an order seen through its e-mail link', () => {
  test('given the link of a confirmation e-mail, then anyone with it sees that order read-only, and a changed token shows nothing', async ({
    consentGiven: page,
    browser,
  }) => {
    const shopper = await signInFreshShopper(page, FULL_CART);
    const orderId = await placeOrder(page);
    const link = await mailedLink(page, shopper.login, orderId);

    // Another browser, nobody signed in.
    const other = await browser.newContext({ baseURL: link.origin });
    const guest = await other.newPage();
    try {
      const answer = await guest.goto(link.pathname + link.search);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await waitForShell(guest);
      await expect(
        guest.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
      ).toBeVisible();
      await expect(guest.locator('[data-order-item-id]')).toHaveCount(FULL_CART.items.length);
      await expect(guest.getByRole('region', { name: 'Totale dell’ordine' })).toBeVisible();
      // Read-only, and no way into an account from it.
      await expect(guest.getByRole('main').getByRole('button')).toHaveCount(0);
      await expect(guest.getByRole('link', { name: 'Torna ai miei ordini' })).toHaveCount(0);
      await expect(guest.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
      await expectNoAxeViolations(guest);

      const token = link.searchParams.get('access_token') ?? '';
      const changed = new URLSearchParams({ order_id: orderId, access_token: `${token}0` });
      const refused = await guest.goto(`/order?${changed}`);
      expect(refused?.status()).toBe(404);
      await expect(guest.getByText(`Ordine n. ${orderId}`)).toHaveCount(0);
      expect((await guest.goto(`/order?order_id=${orderId}`))?.status()).toBe(404);
    } finally {
      await other.close();
    }
  });
});
