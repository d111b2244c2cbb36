/**
 * The address book as a page (issue 29; spec: account §2 "addresses: the list, then
 * addresses/manage/{addressId?} (optional id, opened as a modal)", "Address selector", §8 address
 * delete): the page lists what the dialog lists; a change, a new address and a deletion through
 * the page, the list updated in place; a deletion refused with the spec's text; the facilitated
 * address locked with its tooltips; the modal's own URL — visited directly, closed, and closed
 * by Back; keyboard only; axe on the page and the modal. Each journey has its own fresh shopper.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

const PAGE = '/profile/addresses';
const modal = (page: Page) => page.locator('#dialog-address-manage');
const homeGroup = (page: Page) => page.getByRole('region', { name: 'Consegna a domicilio' });

async function openBook(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeVisible();
  await waitForShell(page);
  // The island hydrates when the browser is idle: its button is live from then on.
  await expect(page.getByRole('button', { name: 'AGGIUNGI INDIRIZZO' })).toBeEnabled();
}

/** The texts of a list's rows. */
const rowTexts = (list: Locator) =>
  list.locator('li').evaluateAll((rows) => rows.map((row) => row.textContent?.trim() ?? ''));

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('the address book page', () => {
  test('reached from the account, it lists what the address dialog lists; axe-clean', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await page.goto('/profile/dashboard');
    await page
      .getByRole('navigation', { name: 'Il mio account' })
      .getByRole('link', { name: 'I miei indirizzi' })
      .click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await waitForShell(page);
    const onPage = await rowTexts(homeGroup(page).getByRole('list'));
    expect(onPage.some((text) => text.startsWith('Ufficio'))).toBe(true);
    const groups = await page.locator('.address-book__service').allTextContents();
    await expectNoAxeViolations(page);

    await page.locator('[data-overlay-open="cart"]').click();
    await page.locator('[data-delivery-change="address"]').click();
    const dialog = page.locator('#dialog-address');
    const tabs = dialog.getByRole('tablist', { name: 'Servizio di consegna' });
    await expect(tabs).toBeVisible();
    expect((await tabs.getByRole('tab').allTextContents()).map((name) => name.trim())).toEqual(
      groups.map((name) => name.trim()),
    );
    expect(await rowTexts(dialog.locator('.address-selector__list'))).toEqual(onPage);
  });

  test('a change through the page opens the form at its own URL, saves and shows it in place', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await openBook(page);
    await page.getByRole('button', { name: 'Modifica Ufficio' }).click();
    await expect(page).toHaveURL(/\/profile\/addresses\/manage\/\d+$/);
    await expect(modal(page).getByRole('heading', { name: 'Modifica l’indirizzo' })).toBeVisible();
    await expect(modal(page).locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await expectNoAxeViolations(page, '#dialog-address-manage');
    await modal(page).getByLabel('Numero civico').fill('47');
    await modal(page).getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(homeGroup(page)).toContainText('Corso Buenos Aires 47');
    await expect(page.getByRole('button', { name: 'Modifica Ufficio' })).toBeFocused();
    // A reload shows the saved address: it came from the server, not from the page's memory.
    await page.reload();
    await expect(homeGroup(page)).toContainText('Corso Buenos Aires 47');
  });

  test('a new address through the page, with the keyboard only', async ({ consentGiven: page }) => {
    await signInFreshShopper(page, { like: 1001 });
    await openBook(page);
    await tabTo(page, page.getByRole('button', { name: 'AGGIUNGI INDIRIZZO' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/addresses\/manage$/);
    const form = modal(page);
    await expect(form.getByRole('heading', { name: 'Nuovo indirizzo' })).toBeVisible();
    await form.getByLabel('Provincia').selectOption('MI');
    await form.getByLabel('Comune').fill('Milano');
    await expect(form.getByLabel('CAP')).not.toHaveValue('');
    await form.locator('#address-manage-address1').fill('Via Dante');
    await form.getByLabel('Numero civico').fill('12');
    await form.getByLabel('Nome dell’indirizzo').fill('Palestra');
    await form.getByLabel('Telefono').fill('333 1234567');
    await form.getByRole('button', { name: 'Salva indirizzo' }).focus();
    await page.keyboard.press('Enter');
    // Covered or not, the shopper may save it: the question, when asked, answered yes.
    const question = page.getByRole('alertdialog');
    const saved = homeGroup(page).getByRole('button', { name: /^Palestra/ });
    await expect(question.or(saved)).toBeVisible();
    if (await question.isVisible()) {
      await question.getByRole('button', { name: 'Si' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(saved).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(homeGroup(page)).toContainText('Via Dante 12');
    await expect(page.getByRole('button', { name: 'AGGIUNGI INDIRIZZO' })).toBeFocused();
  });

  test('a deletion asks first; No keeps the address, Si removes it from the list', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await openBook(page);
    await page.getByRole('button', { name: 'Elimina Ufficio' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Vuoi eliminare l’indirizzo Ufficio?');
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(homeGroup(page).getByRole('button', { name: /^Ufficio/ })).toBeVisible();
    await page.getByRole('button', { name: 'Elimina Ufficio' }).click();
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(homeGroup(page).getByRole('button', { name: /^Ufficio/ })).toHaveCount(0);
    await expect(homeGroup(page).getByRole('button', { name: /^Casa/ })).toBeVisible();
    await page.reload();
    await expect(homeGroup(page).getByRole('button', { name: /^Casa/ })).toBeVisible();
    await expect(homeGroup(page).getByRole('button', { name: /^Ufficio/ })).toHaveCount(0);
  });

  test("an address an order still uses is not deleted: the spec's text, in place", async ({
    consentGiven: page,
  }) => {
    // Mario's orders under way deliver to 'Casa'.
    await signInFreshShopper(page, { like: 1001, orders: true });
    await openBook(page);
    await page.getByRole('button', { name: 'Elimina Casa' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Si' }).click();
    await expect(page.locator('.address-book__error')).toHaveText(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );
    await expect(homeGroup(page).getByRole('button', { name: /^Casa/ })).toBeVisible();
  });

  test('the facilitated address cannot be changed or deleted, and says why', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1004 });
    await openBook(page);
    await expect(homeGroup(page)).toContainText('(Consegna Agevolata)');
    const edit = page.getByRole('button', { name: 'Modifica Casa (Consegna Agevolata)' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveAccessibleDescription(
      'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
    );
    const remove = page.getByRole('button', { name: 'Elimina Casa (Consegna Agevolata)' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(
      'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
    );
    await remove.focus();
    await page.keyboard.press('Enter');
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(
      page.getByRole('button', { name: 'Modifica Casa di mia figlia' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
  });

  test('a direct visit to manage/{id} shows the page with the modal open; closing returns to the list', async ({
    consentGiven: page,
  }) => {
    const shopper = await signInFreshShopper(page, { like: 1001 });
    await page.goto(`${PAGE}/manage/${shopper.addresses['301']}`);
    await expect(page.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeAttached();
    await expect(modal(page).getByRole('heading', { name: 'Modifica l’indirizzo' })).toBeVisible();
    await expect(modal(page).locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await expectNoAxeViolations(page, '#dialog-address-manage');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(page.getByRole('button', { name: 'Modifica Ufficio' })).toBeFocused();
  });

  test('the back button closes the modal, keyboard only, focus back on the row', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await openBook(page);
    const edit = page.getByRole('button', { name: 'Modifica Ufficio' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/addresses\/manage\/\d+$/);
    await expect(modal(page).locator('#address-manage-address1')).toHaveValue('Corso Buenos Aires');
    await page.goBack();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(edit).toBeFocused();
    // Opened again and closed with its own button: the URL goes back to the list.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/addresses\/manage\/\d+$/);
    await modal(page).getByRole('button', { name: 'Chiudi' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(edit).toBeFocused();
  });
});
