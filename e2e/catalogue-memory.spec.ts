import { expect, expectNoAxeViolations, tabTo, test, waitForShell } from './fixtures';

/**
 * Issue 40, catalogue: what the shop keeps in the browser between visits (spec: shopping §9
 * "Persisted locally: category, filters, drawer state, cookie preferences, search words") and
 * the per-group maximum of units (§9 "A category group can have a per-group maximum of units
 * (tooltip)"; the reference backend seeds 24 on the group Acqua).
 */

test.describe('the last category', () => {
  test('given a category seen, then the drawer offers it back from another page, by keyboard and passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta-lunga');
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta lunga' })).toBeVisible();
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    const back = drawer.getByRole('link', { name: 'Torna a Pasta lunga' });
    await expect(back).toBeVisible();
    await expectNoAxeViolations(page);
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/pasta-lunga$/);
  });
});

test.describe('the per-group maximum of units', () => {
  const tip = 'Per Acqua puoi acquistare al massimo 24 pezzi per ordine.';

  for (const slug of ['acqua', 'acqua-minerale'])
    test(`given /category/${slug}, then keyboard focus shows the group's tooltip, read as the button's description, Escape hides it, passing axe`, async ({
      consentGiven: page,
    }) => {
      await page.goto(`/category/${slug}`);
      await waitForShell(page);
      const trigger = page.getByRole('button', { name: 'Acquisto limitato' });
      const tooltip = page.getByRole('tooltip');
      await expect(trigger).toHaveAccessibleDescription(tip);
      await expect(tooltip).toBeHidden();
      await tabTo(page, trigger);
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(tip);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
    });

  test('given a group without one, then no tooltip', async ({ consentGiven: page }) => {
    await page.goto('/category/pasta-lunga');
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta lunga' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acquisto limitato' })).toHaveCount(0);
  });
});
