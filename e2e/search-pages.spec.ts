/**
 * /search shows the shop's pages matching the words beside the products (issue 40; spec: account
 * §7 wp/v2/search): a small "Pagine del sito" section of links, rendered on the server, and nothing of it
 * when WordPress is down — the products show all the same.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

const pagesOf = (page: Page) => page.getByRole('region', { name: 'Pagine del sito' });
const products = (page: Page) => page.locator('.listing__results').getByRole('listitem');

test('given words a page holds, then its link shows beside the products and leads to it', async ({
  consentGiven: page,
}) => {
  await page.goto('/search?q=pesto');
  await waitForShell(page);
  await expect(products(page).first()).toBeVisible();
  const link = pagesOf(page).getByRole('link', { name: 'Richiamo prodotti' });
  await expect(link).toHaveAttribute('href', '/page/richiamo-prodotti');
  await expectNoAxeViolations(page);
  await pagesOf(page).getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('given words no page holds, then no section of pages', async ({ consentGiven: page }) => {
  await page.goto('/search?q=latte');
  await expect(products(page).first()).toBeVisible();
  await expect(pagesOf(page)).toHaveCount(0);
});

test.describe('WordPress never reached', () => {
  const PORT = sidePort(90);
  let storefront: SideStorefront | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    storefront = await startSideStorefront(PORT, { CMS_URL: 'http://127.0.0.1:9' });
  });

  test.afterAll(async () => {
    await storefront?.stop();
  });

  test('then the products still show, without pages', async ({ consentGiven: page }) => {
    await page.goto(`http://127.0.0.1:${PORT}/search?q=pesto`);
    await expect(products(page).first()).toBeVisible();
    await expect(pagesOf(page)).toHaveCount(0);
  });
});
