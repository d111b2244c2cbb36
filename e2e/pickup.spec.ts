/**
 * Store and locker pickup against the reference backend (issue 15): from the address selector's
 * store tab to the nearest store by the shopper's position, to a locker of a store, a refused
 * position, and back to home delivery; keyboard and axe. Fresh shoppers.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/** Near Sporta Monza (Via Lecco 50). */
const IN_MONZA = { latitude: 45.5934, longitude: 9.2806 };

async function openStoreSearch(page: Page, tab: string) {
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

async function chooseFirstSlot(page: Page) {
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

test.describe('store and locker pickup', () => {
  test("the nearest store by the shopper's position, chosen for pickup, then a slot", async ({
    consentGiven: page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(IN_MONZA);
    await signInFreshShopper(page);
    const dialog = await openStoreSearch(page, 'Ritiro in negozio');
    await expectNoAxeViolations(page, '#dialog-store');
    await dialog.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(dialog.getByText('Dal più vicino alla tua posizione')).toBeVisible();
    const nearest = dialog.locator('.store-picker__list > li').first();
    await expect(nearest).toContainText('Sporta Monza');
    await expect(nearest).toContainText('km');
    await nearest.getByRole('button', { name: 'Dettagli di Sporta Monza' }).click();
    await expect(nearest).toContainText('Telefono:');
    await expectNoAxeViolations(page, '#dialog-store');
    await nearest.getByRole('button', { name: /^Sporta Monza/ }).click();
    await chooseFirstSlot(page);
    const where = page.locator('[data-delivery-info="address"]');
    await expect(where).toContainText('Ritiro in negozio');
    await expect(where).toContainText('Sporta Monza');
  });

  test('a locker of a store, by keyboard only', async ({ consentGiven: page }) => {
    await signInFreshShopper(page);
    const dialog = await openStoreSearch(page, 'Locker');
    const store = dialog.getByRole('button', { name: /^Sporta Milano Viale Monza/ });
    await store.focus();
    await page.keyboard.press('Enter');
    const locker = dialog.getByRole('button', { name: /^Locker Milano Città Studi/ });
    await expect(locker).toBeVisible();
    await expectNoAxeViolations(page, '#dialog-store');
    await locker.focus();
    await page.keyboard.press('Enter');
    await chooseFirstSlot(page);
    await expect(page.locator('[data-delivery-info="address"]')).toContainText(
      'Locker Milano Città Studi',
    );
  });

  test('a refused position keeps the plain list and says so; home delivery leads back', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    const dialog = await openStoreSearch(page, 'Ritiro in negozio');
    await dialog.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(
      dialog.getByText('Non è stato possibile conoscere la tua posizione'),
    ).toBeVisible();
    await expect(dialog.locator('.store-picker__list > li')).not.toHaveCount(0);
    await dialog.getByRole('button', { name: 'Preferisci la consegna a domicilio?' }).click();
    const addresses = page.locator('#dialog-address');
    await expect(addresses.getByRole('tab', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
