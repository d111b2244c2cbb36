/**
 * Checkout and payment (issue 17), against the reference backend: from the drawer's 'Concludi
 * ordine' to the order placed, paid on delivery or by card through the backend's payment page;
 * a refused card ends on the error screen. Each journey has its own fresh shopper.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/** Above home delivery's 35 € minimum: biscuits, milk and water, none blocked for any slot. */
const FULL_CART = {
  slotChosen: true,
  items: [
    { productId: 273, quantity: 10 },
    { productId: 103, quantity: 10 },
    { productId: 500, quantity: 10 },
  ],
};

/** The number of orders the shopper has, as the server says. */
async function orderCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/ebsn/api/order/list')).json()) as {
      data: { orders?: unknown[] };
    };
    return (answer.data.orders ?? []).length;
  });
}

async function toPayment(page: Page) {
  await page.goto('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  await page.locator('#drawer-cart').getByRole('link', { name: 'Concludi ordine' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completa il tuo ordine' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('group', { name: 'Come vuoi pagare?' })).toBeVisible();
}

test.describe('checkout and payment', () => {
  test('paid on delivery: three clicks after the checkout page, the order confirmed', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, FULL_CART);
    await toPayment(page);
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
    await page.getByRole('button', { name: 'Conferma e paga' }).click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' }),
    ).toBeVisible();
    await expect(page.getByText(/L'ordine numero \d+ è stato ricevuto/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await orderCount(page)).toBe(1);
  });

  test('by card through the payment page; a double press places one order', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, FULL_CART);
    await toPayment(page);
    await page.getByRole('radio', { name: /Carta di credito/ }).check();
    await page.getByRole('button', { name: 'Conferma e paga' }).dblclick();
    await page.getByRole('button', { name: /^Paga / }).click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' }),
    ).toBeVisible();
    expect(await orderCount(page)).toBe(1);
  });

  test('a refused card ends on the error screen with the order', async ({ consentGiven: page }) => {
    await signInFreshShopper(page, FULL_CART);
    await toPayment(page);
    await page.getByRole('radio', { name: /Carta di credito/ }).check();
    await page.getByRole('button', { name: 'Conferma e paga' }).click();
    await page.getByRole('button', { name: 'Rifiuta il pagamento' }).click();
    await expect(page).toHaveURL(/\/cart\/payment-error\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Il pagamento non è andato a buon fine' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
