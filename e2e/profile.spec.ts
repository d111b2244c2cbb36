import type { Locator, Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  faultsFor,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * The shopper's profile, 'Il mio profilo' (issue 28; spec: account §2 profile-update,
 * profile-updated, profile-update-error, §5 rules, §7 api-iperal/account/user, update-user,
 * update-info-user, user-person-fiscal): her data shown and saved, a bad value told on its field,
 * a refusal of the shop sending her to the error page and back to her draft, the loyalty card and
 * the billing data changed in place, the keyboard only. Every journey has a fresh shopper of its
 * own (a copy of Giulia Bianchi, 1002), never a shared demo account.
 */
const PAGE = '/profile/profile-update';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required mark. */
const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));
const personSection = (page: Page) =>
  page.getByRole('region', { name: 'Dati personali e contatti' });
const billingSection = (page: Page) => page.getByRole('region', { name: 'Dati di fatturazione' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salva i dati' });

async function openProfile(page: Page) {
  await page.goto(PAGE);
  await expect(heading(page, 'Il mio profilo')).toBeVisible();
  await waitForShell(page);
  // Islands hydrate when the browser is idle: their buttons are live from then on.
  await expect(saveButton(page)).toBeEnabled();
}

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('Il mio profilo', () => {
  test('given a fresh shopper, when she changes her phone and birth date, then the profile is updated and a reload shows them', async ({
    consentGiven: page,
  }) => {
    const { login } = await signInFreshShopper(page);
    await page.goto('/profile/dashboard');
    await page
      .getByRole('navigation', { name: 'Il mio account' })
      .getByRole('link', { name: 'Il mio profilo' })
      .click();
    await expect(page).toHaveURL(/\/profile\/profile-update$/);
    await openProfile(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Il mio account' })
        .getByRole('link', { name: 'Il mio profilo' }),
    ).toHaveAttribute('aria-current', 'page');

    const person = personSection(page);
    await expect(field(person, 'Nome')).toHaveValue('Giulia');
    await expect(field(person, 'Cognome')).toHaveValue('Bianchi');
    await expect(field(person, 'Data di nascita')).toHaveValue('14/03/1991');
    await expect(field(person, 'Luogo di nascita')).toHaveValue('Monza');
    await expect(field(person, 'Codice fiscale')).toHaveValue(/^BNCGLI91C54F704.$/);
    await expect(person.getByText(login)).toBeVisible();
    await expect(person.getByRole('link', { name: 'Modifica e-mail' })).toHaveAttribute(
      'href',
      '/profile/update-email',
    );
    await expect(person.getByRole('link', { name: 'Modifica password' })).toHaveAttribute(
      'href',
      '/profile/update-password',
    );
    await expectNoAxeViolations(page);

    await field(person, 'Telefono').fill('3471234567');
    await field(person, 'Data di nascita').fill('15/04/1992');
    await saveButton(page).click();

    await expect(page).toHaveURL(/\/profile\/profile-updated$/);
    await expect(heading(page, 'Profilo aggiornato')).toBeVisible();
    await waitForShell(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Torna al profilo' }).click();

    await openProfile(page);
    await expect(field(person, 'Telefono')).toHaveValue('3471234567');
    await expect(field(person, 'Data di nascita')).toHaveValue('15/04/1992');
    await page.reload();
    await openProfile(page);
    await expect(field(person, 'Telefono')).toHaveValue('3471234567');
    await expect(field(person, 'Data di nascita')).toHaveValue('15/04/1992');
  });

  test('given an invalid birth date and phone, then each is told on its field and nothing typed is lost', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openProfile(page);
    const person = personSection(page);

    // On leaving the field.
    await field(person, 'Data di nascita').fill('31/02/1992');
    await field(person, 'Data di nascita').blur();
    await expect(field(person, 'Data di nascita')).toHaveAccessibleDescription(
      /Formato della data gg\/mm\/aaaa/,
    );
    // On submit.
    await field(person, 'Telefono').fill('12ab');
    await field(person, 'Cognome').fill('Bianchi-Rossi');
    await saveButton(page).click();
    await expect(field(person, 'Telefono')).toHaveAccessibleDescription(
      'Digitare un numero di telefono valido',
    );
    await expect(page).toHaveURL(/\/profile\/profile-update$/);
    await expect(field(person, 'Data di nascita')).toHaveValue('31/02/1992');
    await expect(field(person, 'Telefono')).toHaveValue('12ab');
    await expect(field(person, 'Cognome')).toHaveValue('Bianchi-Rossi');
    await expectNoAxeViolations(page);
  });

  test('given the shop refusing the save, then the error page says so, and back on the profile the draft is restored', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page);
    await openProfile(page);
    const person = personSection(page);
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [
      { path: 'api-iperal/account/update-user', envelopeErrorRate: 1 },
    ]);
    try {
      await field(person, 'Telefono').fill('3479876543');
      await field(person, 'Luogo di nascita').fill('Lecco');
      await saveButton(page).click();

      await expect(page).toHaveURL(/\/profile\/profile-update-error\?reason=errors\.generic$/);
      await expect(heading(page, 'Aggiornamento del profilo non riuscito')).toBeVisible();
      await expect(page.getByText(/Si è verificato un errore/)).toBeVisible();
      await waitForShell(page);
      await expectNoAxeViolations(page);
    } finally {
      await faultsFor(request, clientUuid, []);
    }
    await page.getByRole('link', { name: 'Torna al profilo' }).click();

    await openProfile(page);
    await expect(page.getByText(/Abbiamo ripreso i dati che avevi scritto/)).toBeVisible();
    await expect(field(person, 'Telefono')).toHaveValue('3479876543');
    await expect(field(person, 'Luogo di nascita')).toHaveValue('Lecco');

    // Saved now: the draft is gone, the values are the shop's.
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/profile\/profile-updated$/);
    await openProfile(page);
    await expect(field(person, 'Luogo di nascita')).toHaveValue('Lecco');
    await expect(page.getByText(/Abbiamo ripreso i dati che avevi scritto/)).toHaveCount(0);
  });

  test('given the billing data failing to load, then that part says so in place and the rest still works', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page);
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [
      { path: 'user-person-fiscal/list', envelopeErrorRate: 1 },
    ]);
    try {
      await openProfile(page);
      await expect(billingSection(page).getByRole('alert')).toHaveText(
        'Non riusciamo a mostrarti i dati di fatturazione ora. Riprova più tardi.',
      );
      await expect(field(personSection(page), 'Nome')).toHaveValue('Giulia');
      await expectNoAxeViolations(page);
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });

  test('given a new loyalty card, then it is saved in place and a bad number is told on the field', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openProfile(page);
    const card = page.getByRole('region', { name: 'Carta fedeltà' });
    await expect(card.getByText(/^La tua carta: \d+$/)).toBeVisible();

    await field(card, 'Numero della carta fedeltà').fill('24AB');
    await card.getByRole('button', { name: 'Salva la carta' }).click();
    await expect(field(card, 'Numero della carta fedeltà')).toHaveAccessibleDescription(
      'Accetta solo numeri',
    );

    await field(card, 'Numero della carta fedeltà').fill('2400777000111');
    await card.getByRole('button', { name: 'Salva la carta' }).click();
    await expect(card.getByRole('status')).toHaveText('Carta fedeltà aggiornata.');
    await expect(card.getByText('La tua carta: 2400777000111')).toBeVisible();

    await page.reload();
    await openProfile(page);
    await expect(card.getByText('La tua carta: 2400777000111')).toBeVisible();
  });

  test('given billing data, then they are added, listed and deleted after a confirmation', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openProfile(page);
    const billing = billingSection(page);
    await expect(billing.getByText('Non hai ancora dati di fatturazione.')).toBeVisible();
    const add = billing.getByRole('button', { name: 'Aggiungi i dati di fatturazione' });

    await field(billing, 'Ragione sociale o nome').fill('Bianchi Forniture srl');
    await field(billing, 'Codice fiscale').fill('0123456789');
    await field(billing, 'Partita IVA').fill('123');
    await add.click();
    await expect(field(billing, 'Codice fiscale')).toHaveAccessibleDescription(
      /Formato non corretto/,
    );
    await expect(field(billing, 'Partita IVA')).toHaveAccessibleDescription(
      'P.Iva e C.F. devono avere 11 cifre',
    );
    await expect(field(billing, 'Ragione sociale o nome')).toHaveValue('Bianchi Forniture srl');

    await field(billing, 'Codice fiscale').fill('01234567890');
    await field(billing, 'Partita IVA').fill('01234567890');
    await field(billing, 'CAP').fill('20900');
    await field(billing, 'Comune').fill('Monza');
    await add.click();
    await expect(billing.getByRole('status')).toHaveText('Dati di fatturazione aggiunti.');
    const rows = billing.getByRole('list', { name: 'Dati di fatturazione' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Bianchi Forniture srl');
    await expect(rows.first()).toContainText('P.IVA 01234567890');
    await expect(rows.first()).toContainText('20900 Monza');
    await expectNoAxeViolations(page);

    await page.reload();
    await openProfile(page);
    await expect(rows).toHaveCount(1);

    await billing.getByRole('button', { name: 'Elimina Bianchi Forniture srl' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Eliminare questi dati di fatturazione?',
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'No, tienili' }).click();
    await expect(rows).toHaveCount(1);

    await billing.getByRole('button', { name: 'Elimina Bianchi Forniture srl' }).click();
    await dialog.getByRole('button', { name: 'Sì, elimina' }).click();
    await expect(billing.getByRole('status')).toHaveText('Dati di fatturazione eliminati.');
    await expect(billing.getByText('Non hai ancora dati di fatturazione.')).toBeVisible();
    await page.reload();
    await openProfile(page);
    await expect(billing.getByText('Non hai ancora dati di fatturazione.')).toBeVisible();
  });

  test("given a person's billing identity, then it is named by her name, its tax code beside @mobile", async ({
    consentGiven: page,
  }) => {
    // Mario's: a person's row, first and last name and a tax code, no company name.
    await signInFreshShopper(page, { like: 1001, billing: true });
    await openProfile(page);
    const billing = billingSection(page);
    const row = billing.getByRole('list', { name: 'Dati di fatturazione' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.locator('strong')).toHaveText('Mario Rossi');
    await expect(row).toContainText('C.F. RSSMRA80A01F205X');
    const remove = billing.getByRole('button', { name: 'Elimina Mario Rossi', exact: true });
    await expect(remove).toBeVisible();
    await expect(billing.getByRole('button', { name: /RSSMRA80A01F205X/ })).toHaveCount(0);

    await remove.click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Eliminare questi dati di fatturazione?',
    });
    await expect(dialog).toContainText('Mario Rossi');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'No, tienili' }).click();
    await expect(row).toHaveCount(1);
  });

  test('given the keyboard only, then the shopper reaches, changes and saves her data', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openProfile(page);
    const person = personSection(page);
    await page.locator('body').focus();
    await tabTo(page, field(person, 'Telefono'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3401112223');
    await tabTo(page, saveButton(page), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/profile-updated$/);
    await tabTo(page, page.getByRole('link', { name: 'Torna al profilo' }));
    await page.keyboard.press('Enter');
    // The link's own navigation: wait for it to land rather than start another one over it.
    await expect(page).toHaveURL(/\/profile\/profile-update$/);
    await expect(heading(page, 'Il mio profilo')).toBeVisible();
    await expect(field(person, 'Telefono')).toHaveValue('3401112223');
  });
});
