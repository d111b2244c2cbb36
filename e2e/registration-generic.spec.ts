import type { Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import {
  ebsnCallsOf,
  expect,
  expectNoAxeViolations,
  freshShopper,
  test,
  waitForShell,
} from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

/**
 * The generic registration module (issue 40; spec: account §7 "Registration and profile (generic
 * module)"; README REGISTRATION_MODULE=generic): a chain without the chain-specific module runs
 * Sporta — registration/register_user (no check-user, no store to choose), the mailed link
 * confirmed by registration/registration_confirm, the profile saved by update_user_detail. A
 * storefront of this file's own with the setting; the run's keeps the chain's module.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PASSWORD = 'Segreta12';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));

/** A surname whose consonants (the fiscal code's surname part) are new each run. */
function newSurname(): string {
  const consonants = 'BCDFGLMNPRSTVZ';
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  const pick = (n = 0) => consonants[n % consonants.length] ?? 'R';
  return `${pick(a)}a${pick(b).toLowerCase()}${pick(c).toLowerCase()}ini`;
}

/** A fresh shopper signed in on `shop` with the login form; her profile page open. */
async function freshProfile(page: Page, shop: string): Promise<void> {
  const { login } = await freshShopper(page);
  await page.goto(`${shop}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await page.getByLabel(/^Password( \*)?$/).fill('Segreta1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${shop}/profile/profile-update`);
  await waitForShell(page);
}

async function mailedLink(page: Page, to: string): Promise<URL> {
  let link = '';
  await expect(async () => {
    const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await answer.json()) as { mails: { body: string }[] };
    link = /https?:\/\/\S+\/registration-confirmed\?\S+/.exec(mails.at(-1)?.body ?? '')?.[0] ?? '';
    expect(link).toBeTruthy();
  }).toPass();
  return new URL(link);
}

test.describe('the generic registration module (REGISTRATION_MODULE=generic)', () => {
  test.describe.configure({ mode: 'serial' });
  let side: SideStorefront | undefined;
  let shop = '';

  test.beforeAll(async () => {
    side = await startSideStorefront(sidePort(40 + test.info().parallelIndex), {
      REGISTRATION_MODULE: 'generic',
    });
    shop = side.url;
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('given a new shopper, then she registers, confirms, signs in and updates her profile through the generic calls', async ({
    consentGiven: page,
  }) => {
    const calls = ebsnCallsOf(page);
    const email = `generico.${crypto.randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${shop}/registration-user`);
    await field(page, 'Nome').focus();
    await expect(field(page, 'Provincia di nascita').locator('option[value="MI"]')).toBeAttached();
    // The stores are the chain module's (pdv_list): none to choose here.
    await expect(field(page, 'Il tuo punto vendita')).toHaveCount(0);
    await field(page, 'Nome').fill('Mario');
    await field(page, 'Cognome').fill(newSurname());
    await field(page, 'Sesso').selectOption('M');
    await field(page, 'Data di nascita').fill('01/02/1980');
    await field(page, 'Provincia di nascita').selectOption('MI');
    await field(page, 'Comune di nascita').fill('Milano');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Ripeti la password').fill(PASSWORD);
    await field(page, 'Provincia').selectOption('MI');
    await field(page, 'Comune').fill('Milano');
    await field(page, 'CAP').fill('20121');
    await field(page, 'Indirizzo').fill('Via Roma');
    // Computing the code is the chain module's (generate-fiscal-code): the shopper types it.
    await expect(page.getByRole('button', { name: 'Calcola il codice fiscale' })).toHaveCount(0);
    await field(page, 'Codice fiscale').fill('RSSMRA80B01F205W');
    await page.getByRole('checkbox', { name: /regolamento/ }).check();
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page).toHaveURL(/\/registration-completed\?e_mail=/);
    expect(calls).toContain('/registration/register_user');
    expect(
      calls.filter((path) => /^\/(api-iperal\/account|iperal-registration)\//.test(path)),
    ).toEqual([]);

    const link = await mailedLink(page, email);
    await page.goto(`${shop}${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account confermato' })).toBeVisible();

    await page.goto(`${shop}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`${shop}/profile/profile-update`);
    await waitForShell(page);
    const person = page.getByRole('region', { name: 'Dati personali e contatti' });
    await expect(field(person, 'Nome')).toHaveValue('Mario');
    const save = page.getByRole('button', { name: 'Salva i dati' });
    await expect(save).toBeEnabled();
    await field(person, 'Telefono').fill('3471234567');
    await save.click();
    await expect(page).toHaveURL(/\/profile\/profile-updated$/);
    expect(calls).toContain('/registration/update_user_detail');
    expect(calls).not.toContain('/api-iperal/account/update-user');
    await page.goto(`${shop}/profile/profile-update`);
    await expect(field(person, 'Telefono')).toHaveValue('3471234567');
  });

  test('given a shopper on the generic module, then her loyalty card is saved as one of her person infos (update_person_info)', async ({
    consentGiven: page,
  }) => {
    const calls = ebsnCallsOf(page);
    await freshProfile(page, shop);
    const card = page.getByRole('region', { name: 'Carta fedeltà' });
    const save = card.getByRole('button', { name: 'Salva la carta' });
    await expect(save).toBeEnabled();
    await field(card, 'Numero della carta fedeltà').fill('0409876543210');
    await save.click();
    await expect(card.getByRole('status')).toHaveText('Carta fedeltà aggiornata.');
    expect(calls).toContain('/registration/update_person_info');
    expect(calls).not.toContain('/api-iperal/account/update-info-user');
    await page.reload();
    await expect(card.getByText('La tua carta: 0409876543210')).toBeVisible();
  });

  test('given a shopper on the generic module, then she keeps her own billing address on the profile (update_billing_address), each field checked', async ({
    consentGiven: page,
  }) => {
    const calls = ebsnCallsOf(page);
    await freshProfile(page, shop);
    const billing = page.getByRole('form', { name: 'Il tuo indirizzo di fatturazione' });
    const save = billing.getByRole('button', { name: 'Salva l’indirizzo di fatturazione' });
    await expect(save).toBeEnabled();
    await field(billing, 'Indirizzo').fill('Via Dante 12');
    await field(billing, 'CAP').fill('201');
    await field(billing, 'Comune').fill('Milano');
    await field(billing, 'Provincia').fill('MI');
    await save.click();
    await expect(field(billing, 'CAP')).toHaveAccessibleDescription(/4 o 5 cifre/);
    expect(calls).not.toContain('/registration/update_billing_address');
    await field(billing, 'CAP').fill('20123');
    await save.click();
    await expect(billing.getByRole('status')).toHaveText('Indirizzo di fatturazione aggiornato.');
    expect(calls).toContain('/registration/update_billing_address');
    await page.reload();
    await expect(field(billing, 'Indirizzo')).toHaveValue('Via Dante 12');
    await expect(field(billing, 'CAP')).toHaveValue('20123');
    await expect(field(billing, 'Provincia')).toHaveValue('MI');
    await expectNoAxeViolations(page, '.profile');
  });

  test('given a social sign-up whose profile lacks her birth date, then the profile is prefilled with what the provider says (social_user_detail)', async ({
    consentGiven: page,
  }) => {
    const { userId } = await freshShopper(page, { profileLevel: 1, socialLink: true });
    await page.goto(`${shop}/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Accedi con Google' }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    // The fake provider's account linked to her (FreshShopperOptions.socialLink). It sends the
    // popup back to the run's storefront, which signs the browser in: cookies are the host's.
    await popup.getByRole('button', { name: new RegExp(`cliente\\.${userId}@gmail`) }).click();
    await closed;

    await page.goto(`${shop}/profile/profile-update`);
    await waitForShell(page);
    const person = page.getByRole('region', { name: 'Dati personali e contatti' });
    await expect(person.getByRole('status').first()).toHaveText(
      'Abbiamo ripreso alcuni tuoi dati dal tuo account Google: controllali, completa gli altri e salva.',
    );
    await expect(field(person, 'Data di nascita')).toHaveValue('14/03/1991');
    await expect(field(person, 'Codice fiscale')).toHaveValue('');
    await expectNoAxeViolations(page, '.profile');
  });
});
