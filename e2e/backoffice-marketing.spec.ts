/**
 * The back office's marketing contacts (issue 40; spec: account §7 marketingcloud/contact-key and
 * marketingcloud/remove; §6 roles): an operator with the customer care role finds a customer's
 * marketing contact by e-mail and removes it; a malformed e-mail is told in Italian; an operator
 * without the role is refused the page. A fresh shopper is the customer, so no demo contact goes.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, failedRequest, freshShopper, test } from './fixtures';

const PATH = '/backoffice/marketing';

/** Signs `user` in with the back office's own form, coming back to the marketing page. */
async function operatorOn(page: Page, user: string) {
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/backoffice\/accesso\?next=/);
  const form = page.getByRole('region', { name: 'Accedi con utente e password' });
  await form.getByLabel('Utente', { exact: true }).fill(user);
  await form.getByLabel('Password', { exact: true }).fill('Ufficio1');
  await form.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test('given a customer care operator, then a contact is found by e-mail and removed, submitted from the keyboard', async ({
  consentGiven: page,
  allowConsoleErrors,
}) => {
  // A malformed e-mail answers 400 (the form's page, saying why), as the customer search does.
  allowConsoleErrors(failedRequest(400, PATH));
  const customer = await freshShopper(page);
  await operatorOn(page, 'operatore');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti marketing' })).toBeVisible();
  const email = page.getByLabel('E-mail del cliente');

  await email.fill('mario');
  await email.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Digitare' })).toHaveText(
    'Digitare una e-mail valida',
  );
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail del cliente').fill(customer.login);
  await page.getByLabel('E-mail del cliente').press('Enter');
  const found = page.getByRole('region', { name: 'Contatto trovato' });
  await expect(found).toContainText(customer.login);
  const key = (await found.locator('dd').nth(1).textContent())?.trim() ?? '';
  expect(key).not.toBe('');
  await expectNoAxeViolations(page, '.backoffice');

  await found.getByRole('button', { name: 'Rimuovi il contatto' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Il contatto' })).toHaveText(
    `Il contatto ${key} è stato rimosso.`,
  );
  await expect(page.getByRole('region', { name: 'Contatto trovato' })).toHaveCount(0);
});

test('given an operator without the customer care roles, then the page is refused', async ({
  consentGiven: page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(403, PATH));
  await operatorOn(page, 'magazziniere');
  await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
  await expect(page.getByLabel('E-mail del cliente')).toHaveCount(0);
});
