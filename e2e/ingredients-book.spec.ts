/**
 * The ingredient book's search (issue 40; spec: account §7 custom/ali/search, shopping §2 footer
 * "ingredients book"): from the footer's link, a word, an allergen or a product code finds the
 * sheets of the counter products, on the server, with no script of its own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';
import { E2E_CMS_URL } from './wordpress';

const BOOK = '/page/libro-ingredienti';
const sheetTitles = (page: Page) =>
  page.locator('.ingredients__list').getByRole('heading', { level: 3 });

// The tutorial dialog of content pages counts as seen (content.spec.ts has its own journeys).
test.beforeEach(async ({ page }) => {
  const answer = await fetch(
    `${E2E_CMS_URL}/wp-json/wp/v2/tutorial_proposal?category_proposal_type=IMAGE_DESKTOP&orderby=menu_order&order=asc`,
  );
  const [first] = (await answer.json()) as { id: number }[];
  await page.addInitScript(
    (id) => localStorage.setItem('sporta.tutorialsSeen', JSON.stringify([id])),
    String(first?.id ?? ''),
  );
});

test('given the footer link, when a word is searched by keyboard, then its sheets show with their allergens', async ({
  consentGiven: page,
}) => {
  await page.goto('/faq');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Libro ingredienti' }).click();
  await expect(page).toHaveURL(BOOK);
  const field = page.getByRole('searchbox', {
    name: 'Cerca per nome, ingrediente, allergene o codice',
  });
  await field.fill('pesto');
  await field.press('Enter');
  await expect(page).toHaveURL(`${BOOK}?q=pesto`);
  const sheet = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Pesto alla genovese del banco' }),
  });
  await expect(sheet).toContainText('latte, frutta a guscio');
  await expect(sheet).toContainText('2100010000013');
  await expect(sheet).toContainText('Basilico genovese DOP');
  await expect(page.getByRole('searchbox')).toHaveValue('pesto');
  await expectNoAxeViolations(page);
});

test('given a product code, then its sheet', async ({ consentGiven: page }) => {
  await page.goto(`${BOOK}?q=2100001000015`);
  await expect(sheetTitles(page)).toHaveText(['Lasagne alla bolognese']);
});

test('given one letter, then a clear message asks for more; nothing found, then it says so', async ({
  consentGiven: page,
}) => {
  await page.goto(`${BOOK}?q=a`);
  await expect(page.getByRole('alert')).toHaveText(
    'Scrivi almeno 2 caratteri per cercare nel libro ingredienti.',
  );
  await expect(page.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.goto(`${BOOK}?q=zenzero`);
  await expect(
    page.getByText('Nessuna scheda trovata per «zenzero».', { exact: false }),
  ).toBeVisible();
});
