/**
 * The back office's own sign-in, logout and role checks (issue 28; spec: account §6, §7
 * backoffice-access/sso-login and sso-auth/logout; shopping §2 Guards, §6 roles): an operator
 * signs in with user and password (and the code mailed to one whose account asks for it), wrong
 * credentials and a wrong code are told in place with nothing typed lost, "Esci" ends the session,
 * an operator lacking the customer search's roles is refused, a shopper is sent to the user board.
 * The journeys that read mailed codes use a fresh copy of the seeded operator (POST /_dev/operator),
 * so parallel runs never read each other's codes. axe on each page; one journey keyboard only.
 */
import type { Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { expect, expectNoAxeViolations, failedRequest, logIn, test } from './fixtures';

const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PASSWORD = 'Ufficio1';

const form = (page: Page) => page.getByRole('region', { name: 'Accedi con utente e password' });
const userField = (page: Page) => form(page).getByLabel('Utente', { exact: true });
const passwordField = (page: Page) => form(page).getByLabel('Password', { exact: true });
const codeField = (page: Page) => form(page).getByLabel('Codice', { exact: true });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Accedi', exact: true });

/** Opens the back office as a guest: the operators' sign-in, coming back to `path`. */
async function openSignIn(page: Page, path = '/backoffice') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/backoffice\/accesso\?next=/);
}

async function signInWithForm(page: Page, user: string, password = PASSWORD) {
  await userField(page).fill(user);
  await passwordField(page).fill(password);
  await submit(page).click();
}

/** A fresh copy of a seeded operator (same password, code setting and roles). */
async function freshOperator(page: Page, like: string): Promise<string> {
  const answer = await page.request.post(`${BACKEND}/_dev/operator`, { data: { like } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { username: string }).username;
}

/** The newest code mailed to the operator `username`. */
async function mailedCode(page: Page, username: string): Promise<string> {
  const to = `${username}@backoffice.sporta.example.it`;
  const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await answer.json()) as { mails: { code?: string }[] };
  const code = mails[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('the operator signs in with user and password', () => {
  test('given an operator without a code, using the keyboard only, then they sign in and search a customer', async ({
    consentGiven: page,
  }) => {
    await openSignIn(page, '/backoffice?q=rossi');
    await expectNoAxeViolations(page);
    await tabTo(page, userField(page));
    await page.keyboard.type('operatore');
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/backoffice\?q=rossi$/);
    await expect(page.getByText('Operatore: operatore')).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/sporta_session|sporta_account/);
    const query = page.getByLabel('Nome, cognome o e-mail');
    await tabTo(page, query);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('bianchi');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/backoffice\?q=bianchi/);
    await expect(page.getByRole('row', { name: /Giulia Bianchi/ })).toContainText(
      'giulia.bianchi@example.it',
    );
    await expectNoAxeViolations(page);
  });

  test('given a wrong password, then it is told in place and the user typed stays', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(400, '/backoffice/accesso'));
    await openSignIn(page);
    await submit(page).click();
    await expect(userField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page)).toContainText('Campo obbligatorio');
    await expect(form(page)).toContainText('Digitare la password');

    await signInWithForm(page, 'operatore', 'Sbagliata1');
    await expect(form(page).getByRole('alert')).toHaveText('Credenziali Errate');
    await expect(page).toHaveURL(/\/backoffice\/accesso\?next=%2Fbackoffice$/);
    await expect(userField(page)).toHaveValue('operatore');
    await expect(passwordField(page)).toHaveValue('Sbagliata1');
    await expectNoAxeViolations(page);
  });

  test('given an operator with a code by e-mail, then a wrong code is told and the mailed one signs them in', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(400, '/backoffice/accesso'));
    const username = await freshOperator(page, 'supervisore');
    await openSignIn(page);
    await signInWithForm(page, username);

    await expect(form(page).getByRole('status')).toHaveText(
      'Ti abbiamo inviato via e-mail il codice monouso del back office.',
    );
    await expect(codeField(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const code = await mailedCode(page, username);

    await codeField(page).fill(code === '000000' ? '111111' : '000000');
    await submit(page).click();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page)).toContainText('Il codice non è corretto o è scaduto.');
    await expectNoAxeViolations(page);

    await codeField(page).fill(code);
    await submit(page).click();
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByText(`Operatore: ${username}`)).toBeVisible();
  });
});

test.describe('logout and role checks', () => {
  test('given a signed-in operator, then "Esci" ends the session and the back office is refused afterwards', async ({
    consentGiven: page,
  }) => {
    await openSignIn(page);
    await signInWithForm(page, 'operatore');
    await expect(page).toHaveURL(/\/backoffice$/);

    await page.getByRole('button', { name: 'Esci dal back office' }).click();
    await expect(page).toHaveURL(/\/backoffice\/accesso\?uscito=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Sei uscito dal back office.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await openSignIn(page);
  });

  test('given an operator without the customer search role, then the back office refuses them, and they can leave', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(403, '/backoffice'));
    await openSignIn(page);
    await signInWithForm(page, 'magazziniere');
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
    await expect(page.getByText('Operatore: magazziniere')).toHaveCount(0);
    const again = await page.goto('/backoffice?q=rossi');
    expect(again?.status()).toBe(403);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Esci dal back office' }).click();
    await expect(page).toHaveURL(/\/backoffice\/accesso\?uscito=1$/);
  });

  test('given a signed-in shopper, then the back office sends them to the user board', async ({
    consentGiven: page,
  }) => {
    await logIn(page, 'giulia.bianchi@example.it');
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
  });
});
