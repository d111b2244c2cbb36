/**
 * The address selector and its form against the reference backend (issue 15): choosing a home
 * address leads on to the slot and back to Home; an address nobody serves is saved on request;
 * editing and deleting a home address, a change refused without words; the facilitated
 * address's locked actions; keyboard and axe. Each journey has its own fresh shopper.
 */
import type { Page } from '@playwright/test';
import { errors } from '@sporta/i18n/messages/errors';
import { chooseFirstSlot } from './delivery-driver';
import {
  expect,
  expectNoAxeViolations,
  failedRequest,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

async function openAddressDialog(page: Page) {
  await page.goto('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  await page.locator('[data-delivery-change="address"]').click();
  const dialog = page.locator('#dialog-address');
  await expect(dialog.getByRole('tablist', { name: 'Servizio di consegna' })).toBeVisible();
  return dialog;
}

test.describe('the address selector', () => {
  test('a shopper chooses a home address, then a slot, and is back on Home with both', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    const dialog = await openAddressDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page, '#dialog-address');
    await dialog.getByRole('button', { name: /^Ufficio/ }).click();
    await chooseFirstSlot(page);
    await expect(page.locator('[data-delivery-info="address"]')).toContainText(
      'Ufficio — Corso Buenos Aires 45, Milano',
    );
    await expect(page.locator('[data-delivery-info="timeslot"]')).not.toHaveText(
      'Nessuna fascia oraria scelta',
    );
  });

  test("an address nobody delivers to is refused with the spec's text and saved on request, by keyboard", async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    const dialog = await openAddressDialog(page);
    await dialog.getByRole('button', { name: 'AGGIUNGI INDIRIZZO' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Nuovo indirizzo' })).toBeVisible();
    await dialog.getByLabel('Provincia').selectOption('SO');
    await dialog.getByLabel('Comune').fill('Sondrio');
    await expect(dialog.getByLabel('CAP')).not.toHaveValue('');
    await dialog.locator('#address-dialog-address1').fill('Via Roma');
    await dialog.getByLabel('Numero civico').fill('3');
    await dialog.getByLabel('Nome dell’indirizzo').fill('Baita');
    await dialog.getByLabel('Telefono').fill('02 1');
    await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();
    // A wrong phone is refused under the field; nothing typed is lost.
    await expect(dialog.getByText('Digitare un numero di telefono valido')).toBeVisible();
    await expect(dialog.getByLabel('Comune')).toHaveValue('Sondrio');
    await expectNoAxeViolations(page, '#dialog-address');
    await dialog.getByLabel('Telefono').fill('333 1234567');
    await dialog.getByRole('button', { name: 'Salva indirizzo' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(
      "L'indirizzo inserito non è coperto dal servizio. Vuoi salvarlo comunque?",
    );
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await question.getByRole('button', { name: 'Si' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: /^Baita/ })).toBeVisible();
    await expect(dialog).toContainText('Via Roma 3');
  });

  test('a shopper changes a home address and deletes another, confirming', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    const dialog = await openAddressDialog(page);
    await dialog.getByRole('button', { name: 'Modifica Ufficio' }).click();
    await expect(dialog.getByRole('heading', { name: 'Modifica l’indirizzo' })).toBeVisible();
    await expect(dialog.locator('#address-dialog-address1')).toHaveValue('Corso Buenos Aires');
    await dialog.getByLabel('Numero civico').fill('47');
    await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(dialog).toContainText('Corso Buenos Aires 47');
    await dialog.getByRole('button', { name: 'Elimina Ufficio' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Vuoi eliminare l’indirizzo Ufficio?');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(dialog.getByRole('button', { name: /^Ufficio/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Elimina Ufficio' }).click();
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(dialog.getByRole('button', { name: /^Ufficio/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Casa/ })).toBeVisible();
  });

  test('the facilitated address cannot be changed or deleted, and says why', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1004 });
    const dialog = await openAddressDialog(page);
    const edit = dialog.getByRole('button', { name: 'Modifica Casa (Consegna Agevolata)' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveAccessibleDescription(
      'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
    );
    const remove = dialog.getByRole('button', { name: 'Elimina Casa (Consegna Agevolata)' });
    await expect(remove).toHaveAccessibleDescription(
      'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
    );
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The other address of the same shopper can be changed.
    await expect(
      dialog.getByRole('button', { name: 'Modifica Casa di mia figlia' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, '#dialog-address');
  });
});

test.describe('the address form as a page', () => {
  test("/profile/addresses/manage/{id} opens the shopper's address in a modal and saves it", async ({
    consentGiven: page,
  }) => {
    const shopper = await signInFreshShopper(page, { like: 1001 });
    const office = shopper.addresses['301'];
    await page.goto(`/profile/addresses/manage/${office}`);
    const dialog = page.locator('#dialog-address-manage');
    await expect(dialog.getByRole('heading', { name: 'Modifica l’indirizzo' })).toBeVisible();
    await expect(dialog.locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Numero civico').fill('49');
    await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();
    // Saved, the modal closes over the address book (issue 29), which shows the change.
    await page.waitForURL((url) => url.pathname === '/profile/addresses');
    await expect(page.locator('.address-book')).toContainText('Corso Buenos Aires 49');
    await waitForShell(page);
    await page.locator('[data-overlay-open="cart"]').click();
    await page.locator('[data-delivery-change="address"]').click();
    await expect(page.locator('#dialog-address')).toContainText('Corso Buenos Aires 49');
  });

  test("a change the backend refuses without words: the catalogue's errorUpdatingAddress, what she typed kept", async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    // spec: account §8 "address update failure gives a delivery-notify error toast": the
    // backend's envelope names no error, so the shop's own text for this call speaks.
    const UPDATE = '/ebsn/api/user-address/update';
    allowConsoleErrors(failedRequest(500, UPDATE));
    const shopper = await signInFreshShopper(page, { like: 1001 });
    await page.route(`**${UPDATE}*`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ response: { status: 1, errors: [], warnings: [], infos: [] } }),
      }),
    );
    await page.goto(`/profile/addresses/manage/${shopper.addresses['301']}`);
    const dialog = page.locator('#dialog-address-manage');
    await expect(dialog.locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await dialog.getByLabel('Numero civico').fill('49');
    await dialog.getByLabel('Nome dell’indirizzo').fill('Studio');
    await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();
    const refusal = errors['errors.errorUpdatingAddress'];
    const toasts = page.getByRole('region', { name: 'Notifiche' });
    await expect(toasts.getByRole('alert')).toContainText(refusal);
    await expect(dialog.getByRole('alert')).toContainText(refusal);
    // Nothing typed is lost: the modal stays open on her words.
    expect(new URL(page.url()).pathname).toMatch(/^\/profile\/addresses\/manage\/\d+$/);
    await expect(dialog.getByLabel('Numero civico')).toHaveValue('49');
    await expect(dialog.getByLabel('Nome dell’indirizzo')).toHaveValue('Studio');
    await expect(dialog.locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await expectNoAxeViolations(page);
  });

  test("an address that is not the shopper's leads to not-found; a new one opens empty", async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/not-found'));
    await signInFreshShopper(page);
    await page.goto('/profile/addresses/manage/300');
    await expect(page).toHaveURL(/\/not-found$/);
    await page.goto('/profile/addresses/manage');
    const dialog = page.locator('#dialog-address-manage');
    await expect(dialog.getByRole('heading', { name: 'Nuovo indirizzo' })).toBeVisible();
    await expect(dialog.getByLabel('Comune')).toHaveValue('');
  });
});
