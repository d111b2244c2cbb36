import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/** The account's entries in the spec's order (account §2 "The dashboard lists …"). */
const ENTRIES = [
  'Il mio profilo',
  'I miei ordini',
  'Le mie liste',
  'Vantaggi',
  'I miei indirizzi',
  'Archivio Messaggi',
  'Consegne agevolate',
  'Sicurezza Avanzata',
  'Esci',
];

/** The entries' texts in a list of entries (`[data-account-entry]`), without the 'in arrivo' mark. */
const entryTitles = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-account-entry]`)
    .evaluateAll((items) =>
      items.map((item) => (item.firstElementChild?.firstChild?.textContent ?? '').trim()),
    );

test.describe('the account shell', () => {
  test('given a guest on the user board, then Home offers the login and then shows the board', async ({
    consentGiven: page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/\?next=%2Fprofile$/);
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('giulia.bianchi@example.it');
    await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  });

  test('given a shopper, then /profile leads to the board, whose entries are the top bar menu’s @mobile', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Sei qui' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    const board = page.getByRole('navigation', { name: 'Il mio account' });
    await expect(board).toBeVisible();
    expect(await entryTitles(page, '.account__nav')).toEqual(ENTRIES);
    expect(await entryTitles(page, '#topbar-account-menu')).toEqual(ENTRIES);
    // Pages not built yet are shown without a link, never a link to a 404.
    await expect(board.getByText('in arrivo').first()).toBeVisible();
    await expect(board.getByRole('link', { name: 'Il mio profilo' })).toHaveCount(0);
    await expect(board.getByRole('button', { name: 'Esci' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cliente, Il mio account' }).click();
    const menu = page.getByRole('list', { name: 'Menu del mio account' });
    await expect(menu.getByRole('link', { name: 'Consegne agevolate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
