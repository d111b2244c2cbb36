import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

/**
 * The search box of the top bar against the reference backend (issue 14): suggestions of
 * categories and products while typing, chosen by keyboard; the shopper's saved search words
 * (shopping §3, §9). The box is an island hydrated on intent: typing starts before it is live.
 */
const box = (page: Page) => page.getByRole('combobox', { name: 'Cerca prodotti' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
const group = (page: Page, name: string) => suggestions(page).getByRole('group', { name });

test.describe('the search box', () => {
  test('given "pas" typed by keyboard, then categories and products are suggested, the open list passes axe, and ArrowDown and Enter open the chosen product', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await box(page).focus();
    await page.keyboard.type('pas');

    const categories = group(page, 'Categorie').getByRole('option');
    const products = group(page, 'Prodotti').getByRole('option');
    await expect(categories.first()).toBeVisible();
    await expect(products.first()).toBeVisible();
    await expect(categories.first()).toHaveText(/pas/i);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveValue('pas');
    await expectNoAxeViolations(page);

    // No saved words in a new browser: the categories come first, then the products.
    await expect(group(page, 'Le tue ricerche')).toHaveCount(0);
    const product = products.first();
    // Down through the categories to the first product: one press per category, one more.
    const categoryCount = await categories.count();
    for (let press = 0; press <= categoryCount; press += 1) await page.keyboard.press('ArrowDown');
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await product.getAttribute('id')) ?? '',
    );
    // The option says the product's name, then its brand.
    const name = ((await product.textContent()) ?? '').split(', ')[0] ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/?#]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('given two packs of one product and brand, then their suggestions read apart by their size', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await box(page).focus();
    await page.keyboard.type('mozzarella di latte');
    const products = group(page, 'Prodotti').getByRole('option');
    await expect(products.first()).toBeVisible();
    const labels = await products.allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Mozzarella di latte vaccino, Santa Lucia, 125 g$/i),
        expect.stringMatching(/^Mozzarella di latte vaccino, Santa Lucia, 3 x 125 g$/i),
      ]),
    );
  });

  test('given "latte" submitted, then /search?q=latte opens, and the empty box offers "latte" among the saved words afterwards', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await box(page).focus();
    await page.keyboard.type('latte');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte$/);
    await expect(box(page)).toHaveValue('latte');

    await page.goto('/');
    await waitForShell(page);
    await expect(box(page)).toHaveValue('');
    await box(page).focus();
    const saved = group(page, 'Le tue ricerche');
    await expect(saved.getByRole('option', { name: 'latte', exact: true })).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // Escape closes the list, and Tab leaves the box.
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(box(page)).not.toBeFocused();
  });

  test('given a hostile 100-character query typed, then the suggestions answer sanely: no error, no script run, the text kept', async ({
    consentGiven: page,
  }) => {
    // Quotes, markup, SQL and LIKE wildcards, a backslash, a template, emoji: exactly 100 characters.
    const hostile =
      `"'<script>alert(1)</script>; DROP TABLE products;-- 100% _%; \\ \`\${q}\` 🍝🧀`.padEnd(
        100,
        'z',
      );
    expect(hostile).toHaveLength(100);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await waitForShell(page);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === hostile,
    );
    await box(page).focus();
    await page.keyboard.type(hostile);
    expect((await answered).ok()).toBe(true);
    await expect(box(page)).toHaveValue(hostile);

    // Submitted, the search page (and its "Forse cercavi") answers it and keeps the text.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(hostile);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box(page)).toHaveValue(hostile);
    expect(pageErrors).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('given Home, then nothing of the search box loads before the shopper points at or focuses it', async ({
    consentGiven: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    const island = /\/TopBarSearch\.[\w-]+\.js$/;
    expect(scripts.filter((url) => island.test(url))).toEqual([]);
    await box(page).focus();
    await expect.poll(() => scripts.some((url) => island.test(url))).toBe(true);
  });
});
