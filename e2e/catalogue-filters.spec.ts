import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test } from './fixtures';

/**
 * Issue 40, catalogue: the listings' filters the spec lists beyond facets, sort, promo and new
 * products — TP (price cuts) and preferred (bought before) (spec: shopping §3 Filters, §4 reset
 * rules), the product filter classes 40056, 40057 and 40060-40064 as facets (spec: shopping
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

const count = async (page: Page) =>
  Number(
    (await page.getByRole('heading', { name: /prodotti? trovat/ }).textContent())?.match(
      /\d+/,
    )?.[0],
  );

test.describe('TP and preferred', () => {
  test('given a guest on page 2, when "Prezzi tagliati" is ticked, then page 1 of price cuts only, a chip takes it off, and no "Già acquistati"', async ({
    consentGiven: page,
  }) => {
    await page.goto('/catalog?page=2');
    const all = await count(page);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Già acquistati' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Prezzi tagliati' }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/catalog\?tp=1$/);
    const cut = await count(page);
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThan(all);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Togli il filtro Prezzi tagliati' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('given a shopper with orders, when "Già acquistati" is ticked, then only what she bought before, passing axe', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, orders: true });
    await page.goto('/catalog');
    const all = await count(page);
    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Già acquistati' }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/catalog\?preferred=1$/);
    const bought = await count(page);
    expect(bought).toBeGreaterThan(0);
    expect(bought).toBeLessThan(all);
    await expect(page.getByRole('link', { name: 'Togli il filtro Già acquistati' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
