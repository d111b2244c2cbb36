import { openTimeslotDialog } from './delivery-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test } from './fixtures';

/**
 * Issue 38 §4: what cannot be had says so before the tap. Out-of-stock products (Ananas) showed
 * an active "Aggiungi" that refused only once pressed; today's slots past their cutoff had the
 * green border of "Disponibile", against the legend's grey "Non disponibile".
 */
const PINEAPPLE = '/product/del-monte-ananas-1-pz-circa-1-5-kg';

test('an out-of-stock product offers no add, on its page and on its card', async ({ page }) => {
  await page.goto(PINEAPPLE);
  const main = page.getByRole('main');
  await expect(main.getByText('Non disponibile').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ananas non è disponibile' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Aggiungi Ananas al carrello' })).toHaveCount(0);

  await page.goto('/search?q=ananas');
  const card = page.getByRole('main').locator('article, li').filter({ hasText: 'Ananas' }).first();
  await expect(card.getByRole('button', { name: 'Ananas non è disponibile' })).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Aggiungi/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');
});

test("today's slots past their cutoff say so and look unavailable, not available", async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page, { addressChosen: true });
  const dialog = await openTimeslotDialog(page);
  // The shop's clock is a Tuesday at 10:00 (playwright.config.ts SHOP_NOW): the 08:00 and 10:00
  // slots, and 12:00 (two hours' cutoff), can no longer be ordered.
  await dialog.getByRole('tab').first().click();
  for (const time of ['08:00 - 10:00', '10:00 - 12:00']) {
    const slot = dialog.getByRole('radio', { name: new RegExp(`^${time}`) });
    await expect(slot).toHaveAttribute('aria-disabled', 'true');
    await expect(slot).toContainText(/FASCIA (CHIUSA|ESAURITA)/);
    // Grey as the legend's "Non disponibile", not the green of "Disponibile".
    const border = await slot.evaluate((element) => getComputedStyle(element).borderTopColor);
    const open = dialog.locator('[role="radio"]:not([aria-disabled="true"])').first();
    const openBorder = await open.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(border).not.toBe(openBorder);
  }
  await expectNoAxeViolations(page, '#dialog-timeslot');
});
