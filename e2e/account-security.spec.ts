import type { Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/**
 * The account's security parts (issue 28; spec: account §2 advanced-security, §4 "Account
 * anonymisation", §7 update_mfa and the consents): the one-time code switched on and off with a
 * code from the mailbox and what the next login then asks, consents kept after a reload and the
 * required one never withdrawn, the account deleted with the keyboard only. Every journey has a
 * fresh shopper of its own (password Segreta1), never a shared demo account.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PAGE = '/profile/advanced-security';
const PASSWORD = 'Segreta1';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Codice ricevuto via e-mail' });
const accountMenu = (page: Page) => page.getByRole('button', { name: /, Il mio account$/ });

/** The code of the newest mail to `to` with `subject`, once it has arrived after `before` mails. */
async function mailedCode(page: Page, to: string, subject: string, before: number) {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await answer.json()) as { mails: { subject: string; code?: string }[] };
      code = mails.length > before && mails[0]?.subject === subject ? (mails[0].code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const mailCount = async (page: Page, to: string) => {
  const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { mails: unknown[] }).mails.length;
};

async function openSecurityPage(page: Page) {
  await page.goto(PAGE);
  await expect(heading(page, 'Sicurezza Avanzata')).toBeVisible();
  await waitForShell(page);
}

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page
    .getByRole('list', { name: 'Menu del mio account' })
    .getByRole('button', { name: 'Esci' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /, Il mio account$/ })).toHaveCount(0);
}

async function submitLogin(page: Page, login: string) {
  await page.goto('/login');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Switches the one-time code setting with the code the backend mails for the change. */
async function switchMfa(page: Page, login: string, on: boolean) {
  const before = await mailCount(page, login);
  await page
    .getByRole('button', {
      name: on ? 'Attiva la verifica in due passaggi' : 'Disattiva la verifica in due passaggi',
    })
    .click();
  await expect(codeField(page)).toBeVisible();
  const code = await mailedCode(
    page,
    login,
    on ? 'Attiva la verifica in due passaggi' : 'Disattiva la verifica in due passaggi',
    before,
  );
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: on ? 'Verifica in due passaggi attivata.' : 'Verifica in due passaggi disattivata.',
    }),
  ).toBeVisible();
}

test.describe('sicurezza avanzata', () => {
  test('given a fresh shopper, when they switch the one-time code on with the mailed code, then the next login asks for a code; switched off, it does not', async ({
    consentGiven: page,
  }) => {
    const { login } = await signInFreshShopper(page);
    // The user board's entry leads here.
    await page.goto('/profile/dashboard');
    await page.getByRole('link', { name: 'Sicurezza Avanzata' }).first().click();
    await expect(page).toHaveURL(/\/profile\/advanced-security$/);
    await expect(heading(page, 'Sicurezza Avanzata')).toBeVisible();
    await waitForShell(page);
    await expect(page.getByText(/^Non attiva:/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The code step checks the code on submit, and the shop refuses a wrong one in place.
    const before = await mailCount(page, login);
    await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await expect(codeField(page)).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page);
    await codeField(page).fill('123');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Il campo deve essere lungo 6 caratteri')).toBeVisible();
    const code = await mailedCode(page, login, 'Attiva la verifica in due passaggi', before);
    await codeField(page).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Il codice di verifica non è corretto o è scaduto.')).toBeVisible();
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verifica in due passaggi attivata.' }),
    ).toBeVisible();
    await expect(page.getByText(/^Attiva: a ogni accesso/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^Attiva: a ogni accesso/)).toBeVisible();

    // Signed out, the next login asks for the code mailed to the shopper.
    await waitForShell(page);
    await logOut(page);
    const beforeLogin = await mailCount(page, login);
    await submitLogin(page, login);
    const loginCode = page.getByRole('textbox', { name: 'Codice di verifica' });
    await expect(loginCode).toBeVisible();
    await expectNoAxeViolations(page);
    await loginCode.fill(
      await mailedCode(page, login, 'Il tuo codice di accesso Sporta', beforeLogin),
    );
    await page.getByRole('button', { name: 'Verifica' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();

    // Switched off, the next login needs no code.
    await openSecurityPage(page);
    await switchMfa(page, login, false);
    await expect(page.getByText(/^Non attiva:/)).toBeVisible();
    await logOut(page);
    await submitLogin(page, login);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('given a fresh shopper, when they change their consents, then the change is kept after a reload and the required one cannot be withdrawn', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openSecurityPage(page);
    const required = page.getByRole('checkbox', { name: /accetto il regolamento/ });
    const offers = page.getByRole('checkbox', { name: /comunicazioni commerciali/ });
    const profiling = page.getByRole('checkbox', { name: /abitudini di acquisto/ });
    await expect(required).toBeChecked();
    await expect(offers).toBeChecked();
    await expect(profiling).not.toBeChecked();
    await expectNoAxeViolations(page);

    // The required consent stays given, and says why.
    await expect(required).toBeDisabled();
    await expect(required).toHaveAccessibleDescription(/non può essere revocato/);

    await offers.uncheck();
    await profiling.check();
    await page.getByRole('button', { name: 'Salva i consensi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Consensi salvati.' })).toBeVisible();

    await page.reload();
    await expect(offers).not.toBeChecked();
    await expect(profiling).toBeChecked();
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
  });

  test('given a fresh shopper using the keyboard only, when they delete their account with the mailed code, then they are signed out, told so, and their login is refused', async ({
    consentGiven: page,
  }) => {
    const { login } = await signInFreshShopper(page);
    await openSecurityPage(page);
    await expect(page.getByText(/La cancellazione è definitiva/)).toBeVisible();
    const start = page.getByRole('button', { name: 'Cancella il mio account' });
    await expect(start).toBeEnabled();
    await tabTo(page, start);
    const before = await mailCount(page, login);
    await page.keyboard.press('Enter');

    // The confirmation: 'No' has the focus, so Enter alone never deletes.
    const dialog = page.getByRole('alertdialog', { name: 'Cancellare il tuo account?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Sì, inviami il codice' }), 5);
    await page.keyboard.press('Enter');

    await expect(codeField(page)).toBeVisible();
    const code = await mailedCode(page, login, 'Conferma la cancellazione del tuo account', before);
    await expectNoAxeViolations(page);
    await tabTo(page, codeField(page), 5);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(heading(page, 'Account cancellato')).toBeVisible();
    await waitForShell(page);
    await expect(accountMenu(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The profile is a guest's no more: the guard sends them away; the login is refused.
    await submitLogin(page, login);
    await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}
