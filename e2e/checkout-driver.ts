/**
 * The checkout set-up specs share: a shopper's address and first free slot chosen, then
 * /checkout open on its heading.
 */
import type { Page } from '@playwright/test';
import { chooseAddress, chooseFirstSlot } from './delivery-driver';
import { expect, waitForShell } from './fixtures';

/** /checkout, once its page is there. */
export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completa il tuo ordine' }),
  ).toBeVisible();
}

/** Delivery to the shopper's address named `address`, at the first free slot; then /checkout. */
export async function checkoutAt(page: Page, address: RegExp) {
  await chooseAddress(page, address);
  await chooseFirstSlot(page);
  await openCheckout(page);
}
