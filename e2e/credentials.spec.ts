import type { Browser, Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import {
  expect,
  expectNoAxeViolations,
  freshShopper,
  logIn,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * The shopper's credentials (issue 28; spec: account §2 update-password, profile-confirmed,
 * /email-confirmed, §4 "E-mail update", §7 check-disclaimer): the e-mail changed through the
 * mailed link, the password changed (her other browser signed out), and a required consent
 * missing at sign-in asked before she goes on. Keyboard only on each form, axe on every page.
 * Every journey has a fresh shopper of its own (password Segreta1).
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PASSWORD = 'Segreta1';
const NEW_PASSWORD = 'Nuovissima9';
const PRIVACY = /regolamento del servizio di spesa online/;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const newEmail = (page: Page) => page.getByLabel(/^Nuova e-mail/);
const repeatEmail = (page: Page) => page.getByLabel(/^Ripeti la nuova e-mail/);
const oldPassword = (page: Page) => page.getByLabel(/^Password attuale/);
const newPassword = (page: Page) => page.getByLabel(/^Nuova password/);
const confirmPassword = (page: Page) => page.getByLabel(/^Ripeti la nuova password/);
const accountButton = (page: Page) => page.getByRole('button', { name: /, Il mio account$/ });

const SEND_LINK = 'Invia il link di conferma';
const CHANGE_PASSWORD = 'Aggiorna password';

/** The form's island is live (client:idle-deadline): its button, disabled until then, works. */
const formLive = (page: Page, button: string) =>
  expect(page.getByRole('button', { name: button })).toBeEnabled();

/** The e-mail-change link the backend mailed to `to` last. */
async function mailedLink(page: Page, to: string): Promise<URL> {
  const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await answer.json()) as { mails: { subject: string; body: string }[] };
  const mail = mails.find((sent) => sent.subject === 'Conferma il nuovo indirizzo e-mail');
  const link = /https?:\/\/\S+\/email-confirmed\?\S+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the e-mail holds a confirmation link').toBeTruthy();
  return new URL(link ?? '');
}

async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** In a browser of its own: `refused` is refused at /login, then `works` signs in. */
async function loginRefusesThenAccepts(
  browser: Browser,
  baseURL: string,
  refused: { email: string; password: string },
  works: { email: string; password: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await waitForShell(page);
    await signInOnLoginPage(page, refused.email, refused.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(works.email);
    await page.getByLabel(/^Password( \*)?$/).fill(works.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('changing the e-mail', () => {
  test('given a new e-mail, when the mailed link is opened, then the shop confirms it, the new e-mail signs in and the old one is refused', async ({
    consentGiven: page,
    browser,
    baseURL,
  }) => {
    const shopper = await signInFreshShopper(page);
    const address = `nuova.${shopper.userId}@example.it`;
    await page.goto('/profile/update-email');
    await expect(heading(page, 'Modifica e-mail')).toBeVisible();
    await expect(page.getByText(`E-mail attuale: ${shopper.login}`)).toBeVisible();
    await formLive(page, SEND_LINK);
    await expectNoAxeViolations(page);
    await newEmail(page).fill(address);
    await repeatEmail(page).fill(address);
    await oldPassword(page).fill(PASSWORD);
    await page.getByRole('button', { name: SEND_LINK }).click();
    await expect(page.getByRole('status').filter({ hasText: address })).toBeVisible();
    await expectNoAxeViolations(page);
    // The address in use is told of the change (issue 37): a taken session cannot hide it.
    const told = await page.request.get(
      `${BACKEND}/_dev/mailbox?to=${encodeURIComponent(shopper.login)}`,
    );
    const { mails } = (await told.json()) as { mails: { body: string }[] };
    expect(mails.some((mail) => mail.body.includes(address))).toBe(true);

    const link = await mailedLink(page, address);
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);
    const answer = await page.goto(link.pathname + link.search);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(heading(page, 'E-mail aggiornata')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);

    await loginRefusesThenAccepts(
      browser,
      baseURL ?? '',
      { email: shopper.login, password: PASSWORD },
      { email: address, password: PASSWORD },
    );

    // The link is used: opened again, it says so.
    await page.goto(link.pathname + link.search);
    await expect(heading(page, 'Link non più valido')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('già stato usato');
    await expectNoAxeViolations(page);
  });

  test('given an e-mail another account uses, then the field says so and keeps it', async ({
    consentGiven: page,
  }) => {
    const other = await freshShopper(page);
    await signInFreshShopper(page);
    await page.goto('/profile/update-email');
    await formLive(page, SEND_LINK);
    await newEmail(page).fill(other.login);
    await repeatEmail(page).fill('diversa@example.it');
    await page.getByRole('button', { name: SEND_LINK }).click();
    // The repetition is checked first, on the form.
    await expect(repeatEmail(page)).toHaveAttribute('aria-invalid', 'true');
    await repeatEmail(page).fill(other.login);
    await oldPassword(page).fill(PASSWORD);
    await page.getByRole('button', { name: SEND_LINK }).click();
    await expect(page.getByText('L’indirizzo e-mail è già registrato.')).toBeVisible();
    await expect(newEmail(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(newEmail(page)).toBeFocused();
    await expect(newEmail(page)).toHaveValue(other.login);
    await expect(repeatEmail(page)).toHaveValue(other.login);
    await expectNoAxeViolations(page);
  });

  test('given only the keyboard, then the shopper asks for the link', async ({
    consentGiven: page,
  }) => {
    const shopper = await signInFreshShopper(page);
    const address = `tastiera.${shopper.userId}@example.it`;
    await page.goto('/profile/update-email');
    await formLive(page, SEND_LINK);
    await tabTo(page, newEmail(page));
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await expect(repeatEmail(page)).toBeFocused();
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await expect(oldPassword(page)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: address })).toBeVisible();
  });

  test('given a wrong current password, then the password field says so and no link is mailed', async ({
    consentGiven: page,
  }) => {
    const shopper = await signInFreshShopper(page);
    const address = `rubata.${shopper.userId}@example.it`;
    await page.goto('/profile/update-email');
    await formLive(page, SEND_LINK);
    await newEmail(page).fill(address);
    await repeatEmail(page).fill(address);
    await oldPassword(page).fill('Sbagliata1');
    await page.getByRole('button', { name: SEND_LINK }).click();
    await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
    await expect(oldPassword(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(oldPassword(page)).toBeFocused();
    await expect(newEmail(page)).toHaveValue(address);
    const sent = await page.request.get(
      `${BACKEND}/_dev/mailbox?to=${encodeURIComponent(address)}`,
    );
    expect(((await sent.json()) as { mails: unknown[] }).mails).toEqual([]);
  });
});

test.describe('changing the password', () => {
  test("given the old password and a new one, then the confirmation shows, this session stays, the other browser's ends, the old password is refused and the new one works", async ({
    consentGiven: page,
    browser,
    baseURL,
  }) => {
    const shopper = await signInFreshShopper(page);
    const other = await browser.newContext({ baseURL: baseURL ?? '' });
    try {
      const elsewhere = await other.newPage();
      await logIn(elsewhere, shopper.login);

      await page.goto('/profile/update-password');
      await expect(heading(page, 'Aggiorna password')).toBeVisible();
      await formLive(page, CHANGE_PASSWORD);
      await expectNoAxeViolations(page);
      await oldPassword(page).fill(PASSWORD);
      await newPassword(page).fill(NEW_PASSWORD);
      await confirmPassword(page).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: CHANGE_PASSWORD }).click();

      await expect(page).toHaveURL(/\/profile\/profile-confirmed$/);
      await expect(heading(page, 'Password aggiornata')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('link', { name: 'Torna al mio account' }).click();
      await expect(page).toHaveURL(/\/profile\/dashboard$/);
      await expect(heading(page, 'Il mio account')).toBeVisible();

      // The browser signed in before the change is a guest's on its next page.
      await elsewhere.goto('/login');
      await expect(heading(elsewhere, 'Accedi')).toBeVisible();
      await expect(accountButton(elsewhere)).toHaveCount(0);
    } finally {
      await other.close();
    }
    await loginRefusesThenAccepts(
      browser,
      baseURL ?? '',
      { email: shopper.login, password: PASSWORD },
      { email: shopper.login, password: NEW_PASSWORD },
    );
  });

  test('given a wrong old password, then its field says so and nothing typed is lost', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await page.goto('/profile/update-password');
    await formLive(page, CHANGE_PASSWORD);
    await oldPassword(page).fill('Sbagliata1');
    await newPassword(page).fill(NEW_PASSWORD);
    await confirmPassword(page).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: CHANGE_PASSWORD }).click();
    await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
    await expect(oldPassword(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(oldPassword(page)).toBeFocused();
    await expect(page).toHaveURL(/\/profile\/update-password$/);
    await expect(oldPassword(page)).toHaveValue('Sbagliata1');
    await expect(newPassword(page)).toHaveValue(NEW_PASSWORD);
    await expect(confirmPassword(page)).toHaveValue(NEW_PASSWORD);
    await expectNoAxeViolations(page);
  });

  test('given only the keyboard, then the shopper changes the password', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await page.goto('/profile/update-password');
    await formLive(page, CHANGE_PASSWORD);
    await tabTo(page, oldPassword(page));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(newPassword(page)).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(confirmPassword(page)).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/profile-confirmed$/);
  });
});

test.describe('a required consent missing at sign-in', () => {
  test('given a shopper without the required consent, when she signs in, then the consent page asks only for it and, once given, she arrives where she was going', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page, { missingConsents: true });
    await page.goto('/login?next=%2Fprofile%2Forders');
    await waitForShell(page);
    await signInOnLoginPage(page, shopper.login, PASSWORD);

    await expect(page).toHaveURL(/\/profile\/consents\?next=%2Fprofile%2Forders$/);
    await expect(heading(page, 'Consensi da confermare')).toBeVisible();
    const privacy = page.getByRole('checkbox', { name: PRIVACY });
    await expect(privacy).not.toBeChecked();
    // Only the missing required consent: the optional ones are not asked here.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The account pages and checkout lead back here until it is given.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/profile\/consents\?next=%2Fcheckout$/);
    await page.goto('/profile/consents?next=%2Fprofile%2Forders');

    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await privacy.check();
    await page.getByRole('button', { name: 'Continua' }).click();

    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(heading(page, 'I miei ordini')).toBeVisible();
    await page.goto('/profile/dashboard');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
  });

  test('given only the keyboard, then she gives the consent and goes on', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { missingConsents: true });
    await page.goto('/profile/lists');
    await expect(page).toHaveURL(/\/profile\/consents\?next=%2Fprofile%2Flists$/);
    await waitForShell(page);
    await tabTo(page, page.getByRole('checkbox', { name: PRIVACY }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continua' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/lists$/);
  });
});
