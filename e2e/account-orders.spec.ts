/**
 * The orders across a master account (issue 40; spec: account §7 Orders "order/list-for-all-user-
 * shipping-addresses and order/list-for-all-person-orders", shopping §6 "Master account when
 * userTypeId is '1' or '2'"). Giulia (a master account, no order of her own) holds Paolo, a
 * person on her account (reference-backend seed): 910 delivered to her home, 911 picked up.
 * Paolo (user type 3) is no master account: no choice is offered him. Read-only journeys.
 */
import { expect, expectNoAxeViolations, logIn, test } from './fixtures';

const listed = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-order-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id')));

test('given a master account, then her orders, her addresses’ and her people’s, one link each', async ({
  consentGiven: page,
}) => {
  await logIn(page, 'giulia.bianchi@example.it');
  await page.goto('/profile/orders');
  const whose = page.getByRole('navigation', { name: 'Quali ordini' });
  await expect(whose.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-order-id]')).toHaveCount(0);
  await expectNoAxeViolations(page, '.orders__scopes');

  await whose.getByRole('link', { name: 'Consegnati ai miei indirizzi' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\?scope=addresses$/);
  await expect(whose.getByRole('link', { name: 'Consegnati ai miei indirizzi' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: '1 ordine' })).toBeVisible();
  expect(await listed(page)).toEqual(['910']);
  // The list's other filters are her own list's: not offered here.
  await expect(page.getByText('Filtra gli ordini')).toHaveCount(0);

  // Keyboard only: the next choice is a Tab away.
  await page.getByRole('link', { name: 'Di tutte le persone dell’account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/orders\?scope=people$/);
  await expect(page.getByRole('heading', { name: '2 ordini' })).toBeVisible();
  expect(await listed(page)).toEqual(['911', '910']);

  // Paolo's order opens for her, read-only: nothing to change or cancel.
  await page.getByRole('link', { name: 'Ordine n. 910' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordine n. 910' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Modifica|Annulla/ })).toHaveCount(0);
});

test('given a person on an account (no master), then his own orders and no choice', async ({
  consentGiven: page,
}) => {
  await logIn(page, 'paolo.bianchi@example.it');
  await page.goto('/profile/orders?scope=people');
  // The scope is not his to ask: the list's clean address is his own orders'.
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('navigation', { name: 'Quali ordini' })).toHaveCount(0);
  expect(await listed(page)).toEqual(['911', '910']);
});
