/**
 * Where and when, from the cart drawer (issue 15): the delivery info shows the cart's service,
 * address and slot; its buttons open the dialogs; an order being modified locks the address.
 * Each journey has its own fresh shopper (tests run side by side).
 */
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

test.describe('the delivery info in the cart drawer', () => {
  test('shows the address the shopper chose and asks for a slot', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    await page.goto('/');
    await waitForShell(page);
    await page.locator('[data-overlay-open="cart"]').click();
    const info = page.locator('#drawer-cart .delivery-info');
    await expect(info.locator('[data-delivery-info="address"]')).toContainText(
      'Consegna a domicilio',
    );
    await expect(info.locator('[data-delivery-info="address"]')).toContainText(
      'Via Italia 20, Monza',
    );
    await expect(info.locator('[data-delivery-info="timeslot"]')).toHaveText(
      'Nessuna fascia oraria scelta',
    );
    await expectNoAxeViolations(page, '#drawer-cart');
    await info.getByRole('button', { name: 'Scegli fascia oraria' }).click();
    await expect(page.locator('#dialog-timeslot')).toBeVisible();
    await expect(page.locator('#drawer-cart')).toBeHidden();
  });

  test('an order being modified locks the address, by keyboard too', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true, cartStatus: 7 });
    await page.goto('/');
    await waitForShell(page);
    await page.locator('[data-overlay-open="cart"]').focus();
    await page.keyboard.press('Enter');
    const info = page.locator('#drawer-cart .delivery-info');
    await expect(info.getByRole('button', { name: 'Cambia indirizzo' })).toBeDisabled();
    await expect(info).toContainText("l'indirizzo di consegna non può essere cambiato");
    const slot = info.getByRole('button', { name: 'Scegli fascia oraria' });
    await expect(slot).toBeEnabled();
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#dialog-timeslot')).toBeVisible();
  });
});
