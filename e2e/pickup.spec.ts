/**
 * Store and locker pickup against the reference backend (issue 15): from the address selector's
 * store tab to the nearest store by the shopper's position, to a locker of a store, a refused
 * position, and back to home delivery; keyboard and axe. Fresh shoppers.
 */
import { chooseFirstSlot, monzaShopperLocatingStores, openStoreSearch } from './delivery-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test } from './fixtures';

test.describe('store and locker pickup', () => {
  test("the nearest store by the shopper's position, chosen for pickup, then a slot", async ({
    consentGiven: page,
  }) => {
    const { dialog, nearest } = await monzaShopperLocatingStores(page, {
      beforeLocating: () => expectNoAxeViolations(page, '#dialog-store'),
    });
    await expect(dialog.getByText('Dal più vicino alla tua posizione')).toBeVisible();
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
