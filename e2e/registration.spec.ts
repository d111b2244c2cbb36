import type { Locator, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { expect, expectNoAxeViolations, freshShopper, test } from './fixtures';

/**
 * Registration (issue 28; spec: account §2 registration routes, §4 "registration, then e-mail
 * confirmation with a control code; the confirmation e-mail can be resent", §5 rules, §7
 * check-user, register_user, generate-fiscal-code): from the login's 'Registrati' to the first
 * sign-in, an account that exists already, every field's check with the values kept, the fiscal
 * code computed, the resend with its countdown (keyboard only), axe on every page of the flow.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const PASSWORD = 'Segreta12';
const FISCAL_CODE = 'RSSMRA80B01F205W';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required mark. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));
/**
 * A surname of letters only (account §5 name rule) whose first three consonants — the fiscal
 * code's surname part — are random, so each run's fiscal code is new (check-user would refuse it).
 */
function newSurname(): string {
  const consonants = 'BCDFGLMNPRSTVZ';
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  const pick = (n = 0) => consonants[n % consonants.length] ?? 'R';
  return `${pick(a)}a${pick(b).toLowerCase()}${pick(c).toLowerCase()}ini`;
}
const newEmail = () => `registrato.${crypto.randomUUID().slice(0, 8)}@example.com`;

async function fillPerson(page: Page, email: string, surname = 'Rossi'): Promise<void> {
  await field(page, 'Nome').fill('Mario');
  await field(page, 'Cognome').fill(surname);
  await field(page, 'Sesso').selectOption('M');
  await field(page, 'Data di nascita').fill('01/02/1980');
  await field(page, 'Provincia di nascita').selectOption('MI');
  await field(page, 'Comune di nascita').fill('Milano');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Ripeti la password').fill(PASSWORD);
  await field(page, 'Telefono').fill('3331234567');
  await field(page, 'Il tuo punto vendita').selectOption({ index: 1 });
  await field(page, 'Provincia').selectOption('MI');
  await field(page, 'Comune').fill('Milano');
  await field(page, 'CAP').fill('20121');
  await field(page, 'Indirizzo').fill('Via Roma');
  await field(page, 'Numero civico').fill('1');
}

const requiredConsent = (page: Page) => page.getByRole('checkbox', { name: /regolamento/ });
const submit = (page: Page) => page.getByRole('button', { name: 'Registrati', exact: true });

/** The registration form, hydrated (its island comes on intent: the first field focused). */
async function openForm(page: Page): Promise<void> {
  await page.goto('/registration-user');
  await field(page, 'Nome').focus();
  await expect(field(page, 'Provincia di nascita').locator('option[value="MI"]')).toBeAttached();
}

async function mailedConfirmation(page: Page, to: string, count = 1): Promise<URL> {
  let link = '';
  await expect(async () => {
    const answer = await page.request.get(`${BACKEND}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await answer.json()) as { mails: { subject: string; body: string }[] };
    const sent = mails.filter((mail) => mail.subject === 'Conferma la tua registrazione a Sporta');
    expect(sent).toHaveLength(count);
    link = /https?:\/\/\S+\/registration-confirmed\?\S+/.exec(sent.at(-1)?.body ?? '')?.[0] ?? '';
  }).toPass();
  expect(link, 'the e-mail holds a confirmation link').toBeTruthy();
  return new URL(link);
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('a new account', () => {
  test("given the login's link, when the shopper registers, computes the fiscal code and opens the mail, then they can sign in", async ({
    consentGiven: page,
  }) => {
    const email = newEmail();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await expect(page).toHaveURL(/\/registration-user$/);
    await expectNoAxeViolations(page);
    await field(page, 'Nome').focus();
    await expect(field(page, 'Provincia di nascita').locator('option[value="MI"]')).toBeAttached();
    await fillPerson(page, email, newSurname());
    await page.getByRole('button', { name: 'Calcola il codice fiscale' }).click();
    // Mario, born in Milano on 1 February 1980: MRA 80B01 F205 and the surname's letters.
    await expect(field(page, 'Codice fiscale')).toHaveValue(/^[A-Z]{3}MRA80B01F205[A-Z]$/);
    await expect(page.getByText('Codice fiscale calcolato')).toBeVisible();
    await requiredConsent(page).check();
    await submit(page).click();

    await expect(page).toHaveURL(/\/registration-completed\?e_mail=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registrazione completata' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await mailedConfirmation(page, email);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Account confermato' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Accedi' }).last().click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const user = await page.request.get('/ebsn/api/registration/user_detail');
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe(email);

    // The link again: used, and told so.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toContainText('Link di conferma non valido');
    await expectNoAxeViolations(page);
  });

  test('given an e-mail that has an account, then the form says so with the login and the password reset', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page);
    await openForm(page);
    await fillPerson(page, shopper.login);
    await field(page, 'Codice fiscale').fill(FISCAL_CODE);
    await requiredConsent(page).check();
    await submit(page).click();

    const told = page.getByRole('alert').filter({ hasText: 'Hai già un account Sporta' });
    await expect(told).toBeVisible();
    await expect(told.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    await expect(told.getByRole('link', { name: 'Recupera la password' })).toHaveAttribute(
      'href',
      '/reset-password-request',
    );
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription(/già registrata/);
    await expect(field(page, 'Nome')).toHaveValue('Mario');
    await expect(page).toHaveURL(/\/registration-user$/);
    await expectNoAxeViolations(page);
  });

  test('given wrong fields, then each is told on leaving it and on submit, and every value stays', async ({
    consentGiven: page,
  }) => {
    await openForm(page);
    await field(page, 'E-mail').fill('mario@');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Ripeti la password').fill('Diversa99');
    await field(page, 'Codice fiscale').fill('RSSMRA80B01');
    await field(page, 'Telefono').fill('12ab');
    await field(page, 'CAP').fill('201');
    await field(page, 'Data di nascita').fill('31/02/1980');
    await field(page, 'Nome').click();
    // On leaving: the e-mail told at once.
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Digitare una e-mail valida');
    await submit(page).click();

    await expect(field(page, 'Ripeti la password')).toHaveAccessibleDescription(/.+/);
    await expect(field(page, 'Codice fiscale')).toHaveAccessibleDescription('Formato non corretto');
    await expect(field(page, 'Telefono')).toHaveAccessibleDescription(
      'Digitare un numero di telefono valido',
    );
    await expect(field(page, 'CAP')).toHaveAccessibleDescription(
      'Il CAP deve essere di 4 o 5 cifre',
    );
    await expect(field(page, 'Data di nascita')).toHaveAccessibleDescription(
      /Formato della data gg\/mm\/aaaa/,
    );
    await expect(page.getByText('Per registrarti accetta questo consenso.')).toBeVisible();
    await expect(field(page, 'E-mail')).toHaveValue('mario@');
    await expect(field(page, 'Codice fiscale')).toHaveValue('RSSMRA80B01');
    await expect(field(page, 'CAP')).toHaveValue('201');
    await expect(page).toHaveURL(/\/registration-user$/);
    await expectNoAxeViolations(page);
  });

  test('given a pending registration, when the shopper asks again with the keyboard only, then the button waits the countdown and sends again', async ({
    consentGiven: page,
  }) => {
    const email = newEmail();
    const answer = await page.request.post(
      `${BACKEND}/ebsn/api/iperal-registration/register_user`,
      {
        data: {
          email,
          password: PASSWORD,
          person: { firstName: 'Anna', lastName: 'Bianchi', fiscalCode: 'BNCNNA85M41F205Q' },
        },
      },
    );
    expect(((await answer.json()) as { response: { status: number } }).response.status).toBe(0);
    await page.goto(`/registration-completed?e_mail=${encodeURIComponent(email)}`);
    await expectNoAxeViolations(page);

    const resend = page.getByRole('button', { name: 'Invia di nuovo la e-mail' });
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Ti abbiamo inviato di nuovo la e-mail di conferma.'),
    ).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/Puoi richiederla di nuovo tra \d+ secondi/)).toBeVisible();
    await mailedConfirmation(page, email, 2);

    await page.clock.runFor(61_000);
    await expect(resend).toBeEnabled();
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await mailedConfirmation(page, email, 3);
  });
});

/**
 * Born abroad (issue 40; spec: account §7 geo/country-list, get-id-code, code-belfiore): the
 * country instead of the province and town of birth, the fiscal code computed from it; a code
 * made for another place of birth is told on the code before anything is sent.
 */
test.describe('a shopper born abroad', () => {
  const abroad = (page: Page) => page.getByRole('checkbox', { name: /^Nato\/a all.estero$/ });

  test('given the country of birth, when she computes the fiscal code, then she registers with it', async ({
    consentGiven: page,
  }) => {
    await openForm(page);
    await fillPerson(page, newEmail(), newSurname());
    await field(page, 'Sesso').selectOption('F');
    await abroad(page).check();
    await expect(field(page, 'Comune di nascita')).toHaveCount(0);
    await expect(field(page, 'Provincia di nascita')).toHaveCount(0);
    const country = field(page, 'Stato di nascita');
    await expect(country.locator('option', { hasText: 'Francia' })).toBeAttached();
    await expect(country.locator('option', { hasText: 'Italia' })).toHaveCount(0);
    await country.selectOption('Francia');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Calcola il codice fiscale' }).click();
    // Born in France (Z110) on 1 February 1980, a woman: the day is 41.
    await expect(field(page, 'Codice fiscale')).toHaveValue(/^[A-Z]{3}MRA80B41Z110[A-Z]$/);
    await requiredConsent(page).check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/registration-completed\?e_mail=/);
  });

  test('given a fiscal code made for another place of birth, then the code is told so and nothing is sent', async ({
    consentGiven: page,
  }) => {
    await openForm(page);
    await fillPerson(page, newEmail(), newSurname());
    await expect(page.locator('#reg-birth-towns option[value="Milano"]')).toBeAttached();
    // Born in Milano (F205), a code made for France (Z110).
    await field(page, 'Codice fiscale').fill('RSSMRA80B01Z110A');
    await requiredConsent(page).check();
    await submit(page).click();
    await expect(field(page, 'Codice fiscale')).toHaveAccessibleDescription(
      'Il codice fiscale non corrisponde al luogo di nascita indicato.',
    );
    await expect(page).toHaveURL(/\/registration-user$/);

    // Abroad, in France, the code computed there fits: the form goes on.
    await abroad(page).check();
    await field(page, 'Stato di nascita').selectOption('Francia');
    await page.getByRole('button', { name: 'Calcola il codice fiscale' }).click();
    await expect(field(page, 'Codice fiscale')).toHaveValue(/Z110[A-Z]$/);
    await submit(page).click();
    await expect(page).toHaveURL(/\/registration-completed\?e_mail=/);
  });
});
