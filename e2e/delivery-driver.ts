/**
 * Steps of the delivery dialogs that several journeys take (pickup, checkout, Home's slides): the
 * store search, a Monza shopper locating stores by her position, an address of the address
 * selector, the first slot that can be chosen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type FreshShopperOptions, signInFreshShopper, waitForShell } from './fixtures';

/** Near Sporta Monza (Via Lecco 50). */
const IN_MONZA = { latitude: 45.5934, longitude: 9.2806 };

export async function openStoreSearch(page: Page, tab: string) {
  await page.goto('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  await page.locator('[data-delivery-change="address"]').click();
  const addresses = page.locator('#dialog-address');
  await addresses.getByRole('tab', { name: tab, exact: true }).click();
  await addresses.locator('[data-delivery-action="find-store"]').click();
  const dialog = page.locator('#dialog-store');
  await expect(dialog.getByRole('button', { name: 'Usa la mia posizione' })).toBeVisible();
  return dialog;
}

/**
 * A fresh shopper in Monza (her position allowed) locating stores for pickup: the store search on
 * its 'Ritiro in negozio' tab, 'Usa la mia posizione' pressed. Answers the dialog and the nearest
 * store's entry; `beforeLocating` looks at the dialog before she asks.
 */
export async function monzaShopperLocatingStores(
  page: Page,
  options: {
    shopper?: FreshShopperOptions;
    beforeLocating?: (dialog: Locator) => Promise<void>;
  } = {},
) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(IN_MONZA);
  await signInFreshShopper(page, options.shopper);
  const dialog = await openStoreSearch(page, 'Ritiro in negozio');
  await options.beforeLocating?.(dialog);
  await dialog.getByRole('button', { name: 'Usa la mia posizione' }).click();
  return { dialog, nearest: dialog.locator('.store-picker__list > li').first() };
}

/** Home, its cart drawer, then the timeslot dialog with its days. */
export async function openTimeslotDialog(page: Page) {
  await page.goto('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  await page.locator('[data-delivery-change="timeslot"]').click();
  const dialog = page.locator('#dialog-timeslot');
  await expect(dialog.getByRole('tablist', { name: 'Giorno di consegna' })).toBeVisible();
  return dialog;
}

export async function chooseFirstSlot(page: Page) {
  const slots = page.locator('#dialog-timeslot');
  await expect(slots.getByRole('tablist')).toBeVisible();
  const tabs = slots.getByRole('tab');
  const choosable = slots.locator('[role="radio"]:not([aria-disabled="true"])');
  for (let index = 0; (await choosable.count()) === 0; index++) await tabs.nth(index + 1).click();
  // Choosing sends the shopper to Home (again: the journey starts there), a new page.
  const home = page.waitForEvent('load');
  await choosable.first().click();
  await home;
  expect(new URL(page.url()).pathname).toBe('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
}
