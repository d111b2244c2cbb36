import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 40, catalogue: the listings' filters the spec lists beyond facets, sort, promo and new
 * products — the product filter classes 40056, 40057 and 40060-40064 as facets (spec: shopping
 * §9; what each holds: reference-backend/seed/filter-classes.ts).
 */

const results = (page: Page) => page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem');

async function openFilters(page: Page) {
  const details = page.locator('details.listing__filters');
  const toggle = details.locator(':scope > summary');
  if ((await details.getAttribute('open')) === null && (await toggle.isVisible()))
    await toggle.click();
}

test.describe('the product filter classes as facets', () => {
  test('given "Surgelato" under Conservazione, then the catalogue shows frozen products only, the URL and a chip carry it, passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/catalog');
    await openFilters(page);
    for (const facet of [
      'Conservazione',
      'Origine',
      'Modo di vendita',
      'Alimentazione',
      'Formato',
      'Per chi',
      'Sostenibilità',
    ])
      await expect(page.getByRole('group', { name: facet, exact: true })).toBeVisible();
    const storage = page.getByRole('group', { name: 'Conservazione', exact: true });
    await storage.getByRole('checkbox', { name: /^Surgelato \(\d+\)$/ }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/product_class_40056=4005602/);
    await expect(page.getByRole('heading', { name: /^\d+ prodotti trovati$/ })).toBeVisible();
    const count = Number(
      (await page.getByRole('heading', { name: /prodotti trovati$/ }).textContent())?.match(
        /\d+/,
      )?.[0],
    );
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(200);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Togli il filtro Surgelato' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
