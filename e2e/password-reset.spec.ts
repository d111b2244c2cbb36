import type { Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { expect, expectNoAxeViolations, freshShopper, logIn, test, waitForShell } from './fixtures';

/**
 * Password reset (issue 28; spec: account §2 reset routes, §4 "request by e-mail (and fiscal
 * code), token check, then reset with new password", §5 rules): from the login's link to a new
 * password, the mailed link on the shop's own origin, links that expired or were used, the
 * fields' checks, a keyboard-only journey and axe on every page of the flow. Every journey has a
 * fresh shopper of its own (password Segreta1).
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const OLD_PASSWORD = 'Segreta1';
const NEW_PASSWORD = 'Nuovissima9';

const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });
const newPassword = (page: Page) => page.getByLabel(/^Nuova password/);
const confirmPassword = (page: Page) => page.getByLabel(/^Ripeti la nuova password/);
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** The reset link the backend mailed to `to` last. */
async function mailedLink(page: Page, to: string): Promise<URL> {
  const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await answer.json()) as { mails: { subject: string; body: string }[] };
  const mail = mails.find((sent) => sent.subject === 'Reimposta la password di Sporta');
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the e-mail holds a reset link').toBeTruthy();
  return new URL(link ?? '');
}

/** Asks the backend itself for a link (the request page is proven elsewhere) and answers it. */
async function linkFor(page: Page, email: string): Promise<URL> {
  const answer = await page.request.get(
    `${BACKEND}/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`,
  );
  expect(answer.ok()).toBe(true);
  return mailedLink(page, email);
}

const tokenOf = (link: URL) => link.searchParams.get('reset_token') ?? '';

/** Uses a link up behind the page's back, as another tab of the shopper would. */
async function useUp(page: Page, link: URL, password = 'Altrove123'): Promise<void> {
  const query = new URLSearchParams({ reset_token: tokenOf(link), password });
  const answer = await page.request.get(`${BACKEND}/ebsn/api/registration/password_reset?${query}`);
  expect(((await answer.json()) as { response: { status: number } }).response.status).toBe(0);
}

async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('a new password by e-mail', () => {
  test('given the login link, when the shopper asks, opens the mail and sets a new password, then the old one is refused, the new one works and their other browser is signed out', async ({
    consentGiven: page,
    browser,
    baseURL,
  }) => {
    const shopper = await freshShopper(page);
    // Another browser of the shopper's, signed in before the reset.
    const other = await browser.newContext({ baseURL: baseURL ?? '' });
    const elsewhere = await other.newPage();
    try {
      await logIn(elsewhere, shopper.login);

      await page.goto('/login');
      await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
      await expect(page).toHaveURL(/\/reset-password-request$/);
      await expect(heading(page, 'Hai dimenticato la password?')).toBeVisible();
      await expectNoAxeViolations(page);
      await emailField(page).fill(shopper.login);
      await page.getByRole('button', { name: 'Invia il link' }).click();

      await expect(page).toHaveURL(/\/reset-password-sent$/);
      await expect(heading(page, 'Controlla la tua e-mail')).toBeVisible();
      await expectNoAxeViolations(page);

      const link = await mailedLink(page, shopper.login);
      // The shop's configured public origin (the backend's storefrontUrl), and who it is for.
      expect(link.origin).toBe(new URL(baseURL ?? '').origin);
      expect(link.searchParams.get('e_mail')).toBe(shopper.login);
      const answer = await page.goto(link.pathname + link.search);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(heading(page, 'Scegli una nuova password')).toBeVisible();
      await expect(page.getByText(shopper.login)).toBeVisible();
      await expectNoAxeViolations(page);
      await newPassword(page).fill(NEW_PASSWORD);
      await confirmPassword(page).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Salva la nuova password' }).click();

      await expect(page).toHaveURL(/\/reset-password-completed$/);
      await expect(heading(page, 'Password aggiornata')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await waitForShell(page);
      await signInOnLoginPage(page, shopper.login, OLD_PASSWORD);
      await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(/^Password( \*)?$/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /, Il mio account$/ })).toBeVisible();

      // The browser signed in before the reset is a guest's on its next page.
      await elsewhere.goto('/login');
      await expect(heading(elsewhere, 'Accedi')).toBeVisible();
      await expect(elsewhere.getByRole('button', { name: /, Il mio account$/ })).toHaveCount(0);
      await expect(
        elsewhere.getByRole('banner').getByRole('link', { name: 'Accedi' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('given only the keyboard, then the shopper asks for a link and sets a new password', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    await page.goto('/reset-password-request');
    await waitForShell(page);
    await tabTo(page, emailField(page));
    await page.keyboard.type(shopper.login);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reset-password-sent$/);

    const link = await mailedLink(page, shopper.login);
    await page.goto(link.pathname + link.search);
    await waitForShell(page);
    await tabTo(page, newPassword(page));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(confirmPassword(page)).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reset-password-completed$/);

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Accedi' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('links that no longer work', () => {
  test('given an expired link, then the page says it expired and offers to ask again', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    const link = await linkFor(page, shopper.login);
    const expired = await page.request.post(`${BACKEND}/_dev/expire-code`, {
      data: { kind: 'reset', code: tokenOf(link) },
    });
    expect(expired.status()).toBe(200);

    await page.goto(link.pathname + link.search);
    await expect(heading(page, 'Link non più valido')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('scaduto');
    await expect(newPassword(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/reset-password-request$/);
  });

  test('given a link used meanwhile, then the form says so on submit, keeps what was typed, and the link says it was used', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    const link = await linkFor(page, shopper.login);
    await page.goto(link.pathname + link.search);
    await waitForShell(page);
    await newPassword(page).fill(NEW_PASSWORD);
    await confirmPassword(page).fill(NEW_PASSWORD);
    await useUp(page, link);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();

    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toContainText('già stato usato');
    await expect(refusal.getByRole('link', { name: 'Chiedi un nuovo link' })).toBeVisible();
    await expect(newPassword(page)).toHaveValue(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/reset-password\?/);

    await page.reload();
    await expect(heading(page, 'Link non più valido')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('già stato usato');
    await expectNoAxeViolations(page);
  });
});

test.describe("the fields' checks", () => {
  test('given a wrong e-mail or fiscal code, then each field says what is wrong, on leaving it and on submit', async ({
    consentGiven: page,
  }) => {
    await page.goto('/reset-password-request');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText("Digitare l'e-mail")).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password-request$/);

    await emailField(page).fill('mario.rossi@');
    await page.getByRole('textbox', { name: /^Codice fiscale/ }).fill('ABC');
    await page.getByRole('textbox', { name: /^Codice fiscale/ }).blur();
    await expect(page.getByText('Digitare una e-mail valida')).toBeVisible();
    await expect(page.getByText('Formato non corretto')).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page).toHaveURL(/\/reset-password-request$/);
    await expect(emailField(page)).toHaveValue('mario.rossi@');
  });

  test('given a short password or a confirmation that differs, then the fields say so and keep what was typed', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    const link = await linkFor(page, shopper.login);
    await page.goto(link.pathname + link.search);
    await waitForShell(page);

    await newPassword(page).fill('corta');
    await newPassword(page).blur();
    await expect(page.getByText('La password deve essere lunga 8 caratteri')).toBeVisible();
    await newPassword(page).fill(NEW_PASSWORD);
    await confirmPassword(page).fill(`${NEW_PASSWORD}x`);
    await confirmPassword(page).blur();
    await expect(page.getByText('Le password non coincidono')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/reset-password\?/);
    await expect(newPassword(page)).toHaveValue(NEW_PASSWORD);
    await expect(confirmPassword(page)).toHaveValue(`${NEW_PASSWORD}x`);

    await confirmPassword(page).fill(NEW_PASSWORD);
    await expect(page.getByText('Le password non coincidono')).toHaveCount(0);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/reset-password-completed$/);
  });
});
