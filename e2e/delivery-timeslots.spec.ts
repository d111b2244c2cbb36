/**
 * Issue 40, delivery and timeslots: the timeslot dialog asks `timeslot/list` with show-closed and
 * check-locker (spec: shopping §7). A closed day stays in the strip, shown closed; a locker's
 * compartments are checked for a locker service (the reference backend's lockers are full on
 * Saturdays). The clock is SHOP_NOW, Tuesday 1 December 2026: Sunday the 6th is closed for home
 * delivery, Saturday the 5th is the lockers' full day. Fresh shoppers, keyboard and axe.
 */
import type { Page } from '@playwright/test';
import { openTimeslotDialog } from './delivery-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test } from './fixtures';

/** Sets the cart's address through the shop's own API, as the address dialog does. */
async function chooseAddress(page: Page, addressType: string, addressId: number, service: number) {
  const query = `address_type=${addressType}&address_id=${addressId}&delivery_service_id=${service}`;
  // The page's own request API (its cookies); the header the shop's SDK sends on every call.
  const answer = await page.request.post(`/ebsn/api/user-address/select?${query}`, {
    headers: { 'x-sporta-request': '1' },
  });
  expect(((await answer.json()) as { response: { status: number } }).response.status).toBe(0);
}

test.describe('the timeslot dialog lists closed days and checks lockers', () => {
  test('a closed day stays in the strip, reads CHIUSO and says no delivery that day', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    const dialog = await openTimeslotDialog(page);
    const sunday = dialog.getByRole('tab', { name: /domenica 6 dicembre/ });
    await expect(sunday).toContainText('CHIUSO');
    // By keyboard: from the strip's tab stop to Sunday with the arrow keys.
    await dialog.getByRole('tab', { selected: true }).focus();
    for (let step = 0; !(await sunday.evaluate((tab) => tab === document.activeElement)); step++) {
      expect(step).toBeLessThan(10);
      await page.keyboard.press('ArrowRight');
    }
    await expect(sunday).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toHaveText(
      'Giorno di chiusura: in questo giorno non consegniamo',
    );
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolations(page, '#dialog-timeslot');
  });

  test("a locker's full day shows its slots full: its compartments are checked", async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    // Locker Milano Città Studi (seeded address 612, service 10002).
    await chooseAddress(page, 'locker', 612, 10002);
    const dialog = await openTimeslotDialog(page);
    const saturday = dialog.getByRole('tab', { name: /sabato 5 dicembre/ });
    await expect(saturday).toHaveAccessibleName(/fasce esaurite/);
    await saturday.click();
    const slots = dialog.getByRole('radio');
    await expect(slots.first()).toBeVisible();
    await expect(dialog.locator('[role="radio"]:not([aria-disabled="true"])')).toHaveCount(0);
    // Another day of the same locker still has a slot to choose.
    await dialog.getByRole('tab', { name: /venerdì 4 dicembre/ }).click();
    await expect(
      dialog.locator('[role="radio"]:not([aria-disabled="true"])').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, '#dialog-timeslot');
  });
});
