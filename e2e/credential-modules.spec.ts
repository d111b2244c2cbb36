import type { Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { ebsnCallsOf, expect, freshShopper, test } from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

/**
 * The credential screens follow the registration module (issue 40; spec: account §7
 * "Registration and profile (generic module)", "Registration module (chain-specific)"; README
 * REGISTRATION_MODULE): with the generic module the password changes through update_password,
 * the new e-mail is asked with update_email_request and the reset link with
 * password_reset_token_request; with the chain's (the run's storefront) through update-credentials,
 * update-email and request-reset-password (sdk/src/areas/registration-module.ts says why).
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PASSWORD = 'Segreta1';
const NEW_PASSWORD = 'Nuovissima9';
const CHANGE_PASSWORD = 'Aggiorna password';
const SEND_LINK = 'Invia il link di conferma';

/** Signs `login` in on the storefront at `shop`, through its proxy, as the login form does. */
async function signInOn(page: Page, shop: string, login: string): Promise<void> {
  await page.goto(`${shop}/no-connection`);
  const status = await page.evaluate(async (who) => {
    const answer = await fetch('/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: who, password: 'Segreta1', remember_me: 'false' }),
    });
    return ((await answer.json()) as { response: { status: number } }).response.status;
  }, login);
  expect(status).toBe(0);
}

/** Whether the backend signs `login` in with `password` (a call of its own, no browser). */
async function signsIn(page: Page, login: string, password: string): Promise<boolean> {
  const answer = await page.request.post(
    `${BACKEND}/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha`,
    { form: { login, password, remember_me: 'false' } },
  );
  return ((await answer.json()) as { response: { status: number } }).response.status === 0;
}

/** The password page, filled and sent; waits for its confirmation page. */
async function changePassword(page: Page, shop: string): Promise<void> {
  await page.goto(`${shop}/profile/update-password`);
  await expect(page.getByRole('button', { name: CHANGE_PASSWORD })).toBeEnabled();
  await page.getByLabel(/^Password attuale/).fill(PASSWORD);
  await page.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Ripeti la nuova password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: CHANGE_PASSWORD }).click();
  await expect(page).toHaveURL(/\/profile\/profile-confirmed$/);
}

/** The e-mail page, filled and sent (the password in use is the new one); waits for its status. */
async function askEmailChange(page: Page, shop: string, address: string): Promise<void> {
  await page.goto(`${shop}/profile/update-email`);
  await expect(page.getByRole('button', { name: SEND_LINK })).toBeEnabled();
  await page.getByLabel(/^Nuova e-mail/).fill(address);
  await page.getByLabel(/^Ripeti la nuova e-mail/).fill(address);
  await page.getByLabel(/^Password attuale/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: SEND_LINK }).click();
  await expect(page.getByRole('status').filter({ hasText: address })).toBeVisible();
}

async function askResetLink(page: Page, shop: string, login: string): Promise<void> {
  await page.goto(`${shop}/reset-password-request`);
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill(login);
  await page.getByRole('button', { name: /link/i }).click();
  await expect(page).toHaveURL(/\/reset-password-sent/);
}

test.describe('the generic registration module on the credential screens', () => {
  test.describe.configure({ mode: 'serial' });
  let side: SideStorefront | undefined;
  let shop = '';

  test.beforeAll(async () => {
    side = await startSideStorefront(sidePort(46 + test.info().parallelIndex), {
      REGISTRATION_MODULE: 'generic',
    });
    shop = side.url;
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('given a signed-in shopper, then the password, the e-mail and the reset link go through the generic calls', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    await signInOn(page, shop, shopper.login);
    const calls = ebsnCallsOf(page);

    await changePassword(page, shop);
    expect(calls).toContain('/registration/update_password');
    expect(await signsIn(page, shopper.login, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(page, shopper.login, PASSWORD)).toBe(false);

    const address = `generica.${shopper.userId}@example.it`;
    await askEmailChange(page, shop, address);
    expect(calls).toContain('/registration/update_email_request');

    await page.context().clearCookies();
    await askResetLink(page, shop, shopper.login);
    expect(calls).toContain('/registration/password_reset_token_request');
    expect(calls.filter((path) => path.startsWith('/api-iperal/'))).toEqual([]);
  });

  test('given a signed-in shopper, then the profile saves the person with update_user_detail and the phone with update_contact', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    await signInOn(page, shop, shopper.login);
    const calls = ebsnCallsOf(page);
    await page.goto(`${shop}/profile/profile-update`);
    const person = page.getByRole('region', { name: 'Dati personali e contatti' });
    const save = page.getByRole('button', { name: 'Salva i dati' });
    await expect(save).toBeEnabled();
    await person.getByLabel(/^Telefono( \*)?$/).fill('3479876543');
    await save.click();
    await expect(page).toHaveURL(/\/profile\/profile-updated$/);
    expect(calls).toContain('/registration/update_user_detail');
    expect(calls).toContain('/registration/update_contact');
    await page.goto(`${shop}/profile/profile-update`);
    await expect(person.getByLabel(/^Telefono( \*)?$/)).toHaveValue('3479876543');
  });
});

test.describe('the chain registration module on the credential screens', () => {
  test("given a signed-in shopper, then the password, the e-mail and the reset link go through the chain's calls", async ({
    consentGiven: page,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    const shopper = await freshShopper(page);
    await signInOn(page, shop, shopper.login);
    const calls = ebsnCallsOf(page);

    await changePassword(page, shop);
    expect(calls).toContain('/api-iperal/account/update-credentials');
    expect(await signsIn(page, shopper.login, NEW_PASSWORD)).toBe(true);

    await askEmailChange(page, shop, `catena.${shopper.userId}@example.it`);
    expect(calls).toContain('/api-iperal/account/update-email');

    await page.context().clearCookies();
    await askResetLink(page, shop, shopper.login);
    expect(calls).toContain('/api-iperal/account/request-reset-password');
    expect(calls.filter((path) => path.startsWith('/registration/'))).toEqual([]);
  });
});
