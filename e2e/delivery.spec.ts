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
    // Locked: not offered at all, the lock says why.
    await expect(info.getByRole('button', { name: 'Cambia indirizzo' })).toHaveCount(0);
    await expect(info).toContainText('l’indirizzo di consegna non può essere cambiato');
    // The reopened order keeps its slot: it can still be changed.
    const slot = info.getByRole('button', { name: 'Cambia fascia oraria' });
    await expect(slot).toBeEnabled();
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#dialog-timeslot')).toBeVisible();
  });
});

test("two tabs of the same shopper converge: a slot chosen in one shows in the other's drawer", async ({
  consentGiven: page,
  context,
}) => {
  await signInFreshShopper(page, { addressChosen: true });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/');
    await waitForShell(tab);
    await tab.locator('[data-overlay-open="cart"]').click();
    await expect(tab.locator('[data-delivery-info="timeslot"]')).toHaveText(
      'Nessuna fascia oraria scelta',
    );
  }
  await page.locator('[data-delivery-change="timeslot"]').click();
  const slots = page.locator('#dialog-timeslot');
  await expect(slots.getByRole('tablist')).toBeVisible();
  const choosable = slots.locator('[role="radio"]:not([aria-disabled="true"])');
  const tabs = slots.getByRole('tab');
  for (let index = 0; (await choosable.count()) === 0; index++) await tabs.nth(index + 1).click();
  await choosable.first().click();
  await expect(page.locator('[data-delivery-info="timeslot"]')).not.toHaveText(
    'Nessuna fascia oraria scelta',
  );
  const chosen = await page.locator('[data-delivery-info="timeslot"]').textContent();
  await expect(other.locator('[data-delivery-info="timeslot"]')).toHaveText(chosen ?? '');
});
