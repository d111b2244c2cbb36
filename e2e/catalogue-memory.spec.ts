import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

/**
 * Issue 40, catalogue: what the shop keeps in the browser between visits (spec: shopping §9
 * "Persisted locally: category, filters, drawer state, cookie preferences, search words").
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
