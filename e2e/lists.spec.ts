import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  failedRequest,
  freshShopper,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/** Mario's lists (reference-backend/seed/history.ts): 40 his default, 41 his other, 45 shared READ. */
const WEEKLY = 40;
const BARBECUE = 41;
const SHARED_READ = 45;
/** Out of stock in the seed (index % 53 === 17): a list shows it unavailable, the cart refuses it. */
const UNAVAILABLE = { id: 171, name: 'Riso Venere integrale' };

/** The island of the page has woken (client:visible-deadline): its buttons act. */
async function islandReady(page: Page, marker: string) {
  await waitForShell(page);
  await expect(page.locator(`astro-island:has(${marker})`)).not.toHaveAttribute('ssr');
}

const rows = (page: Page) => page.getByRole('list', { name: 'Le tue liste' }).getByRole('listitem');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

async function openLists(page: Page) {
  await page.goto('/profile/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible();
  await islandReady(page, '[data-lists-panel]');
}

async function openList(page: Page, listId: number) {
  await page.goto(`/profile/lists/${listId}`);
  await islandReady(page, '[data-list-detail]');
}

/** A list change is answered: no row says it is busy. */
const listSettled = (page: Page) =>
  expect(page.locator('[data-list-detail] [aria-busy="true"]')).toHaveCount(0);

test.describe('the shopper’s lists', () => {
  test('given a shopper, then the board links the lists, which show the default, sizes and shares', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, lists: true });
    await page.goto('/profile/dashboard');
    await page
      .getByRole('navigation', { name: 'Il mio account' })
      .getByRole('link', { name: 'Le mie liste' })
      .click();
    await expect(page).toHaveURL(/\/profile\/lists$/);
    await islandReady(page, '[data-lists-panel]');
    const weekly = row(page, 'Spesa settimanale');
    await expect(weekly.getByRole('img', { name: 'Lista preferita' })).toBeVisible();
    await expect(weekly).toContainText('6 prodotti');
    await expect(row(page, 'Grigliata con gli amici').getByRole('img')).toHaveCount(0);
    const shared = row(page, 'Dispensa di casa');
    await expect(shared).toContainText('condivisa');
    await expect(shared).toContainText('Sola lettura');
    // A list shared read-only offers no edits.
    await expect(shared.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('given a new list, then a bad name is refused and kept, a good one creates it; rename, default, delete', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, lists: true });
    await openLists(page);
    const form = page.locator('.lists__create');
    const name = form.getByRole('textbox', { name: 'Nome della lista' });
    const create = form.getByRole('button', { name: 'Crea lista' });

    await create.click();
    await expect(form).toContainText('Dai un nome alla lista');
    await name.fill(' spesa SETTIMANALE ');
    await create.click();
    await expect(form).toContainText('Hai già una lista con questo nome');
    await expect(name).toHaveValue(' spesa SETTIMANALE ');
    await name.fill('x'.repeat(81));
    await create.click();
    await expect(form).toContainText('Il nome può avere al massimo 80 caratteri');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Cena di Natale');
    await create.click();
    await expect(row(page, 'Cena di Natale')).toContainText('Nessun prodotto');
    await expect(name).toHaveValue('');

    await page.getByRole('button', { name: 'Rinomina la lista Cena di Natale' }).click();
    const rename = page.getByRole('textbox', { name: 'Nuovo nome della lista' });
    await rename.fill('Grigliata con gli amici');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.locator('.lists__rename')).toContainText('Hai già una lista con questo nome');
    await expect(rename).toHaveValue('Grigliata con gli amici');
    await rename.fill('Cenone di Natale');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, 'Cenone di Natale')).toBeVisible();

    await page.getByRole('button', { name: 'Rendi preferita la lista Cenone di Natale' }).click();
    await expect(
      row(page, 'Cenone di Natale').getByRole('img', { name: 'Lista preferita' }),
    ).toBeVisible();
    await expect(row(page, 'Spesa settimanale').getByRole('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Elimina la lista Grigliata con gli amici' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Vuoi eliminare la lista «Grigliata con gli amici»');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, 'Grigliata con gli amici')).toBeVisible();
    await page.getByRole('button', { name: 'Elimina la lista Grigliata con gli amici' }).click();
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(row(page, 'Grigliata con gli amici')).toHaveCount(0);

    // What the server keeps.
    await page.reload();
    await islandReady(page, '[data-lists-panel]');
    await expect(
      row(page, 'Cenone di Natale').getByRole('img', { name: 'Lista preferita' }),
    ).toBeVisible();
    await expect(row(page, 'Grigliata con gli amici')).toHaveCount(0);
  });

  test('given the keyboard only, then a list is created and made the default', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, lists: true });
    await openLists(page);
    const name = page.getByRole('textbox', { name: 'Nome della lista' });
    for (let presses = 0; presses < 60; presses++) {
      if (await name.evaluate((field) => field === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(name).toBeFocused();
    await page.keyboard.type('Colazioni');
    await page.keyboard.press('Enter');
    const created = row(page, 'Colazioni');
    await expect(created).toBeVisible();
    await expect(name).toBeFocused();
    const makeDefault = page.getByRole('button', { name: 'Rendi preferita la lista Colazioni' });
    for (let presses = 0; presses < 40; presses++) {
      if (await makeDefault.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(makeDefault).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(created.getByRole('img', { name: 'Lista preferita' })).toBeVisible();
  });

  test('given a list, then its quantities step by the product’s rule and stay after a reload @mobile', async ({
    consentGiven: page,
  }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true });
    await openList(page, lists[BARBECUE] ?? 0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grigliata con gli amici' }),
    ).toBeVisible();
    const products = page.getByRole('list', { name: 'Prodotti della lista' });
    await expect(products.getByRole('article')).toHaveCount(4);
    const carrots = page.getByRole('spinbutton', { name: 'Quantità di Carote nella lista' });
    const ricotta = page.getByRole('spinbutton', {
      name: 'Quantità di Ricotta vaccina nella lista',
    });
    await expect(carrots).toHaveAttribute('aria-valuenow', '2');
    // Loose goods step by STEP_SELLING (0,25 kg); pieces by one.
    const carrotsRow = products.getByRole('article', { name: 'Carote' });
    await carrotsRow.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(carrots).toHaveAttribute('aria-valuenow', '2.25');
    await ricotta.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(ricotta).toHaveAttribute('aria-valuenow', '3');
    await listSettled(page);
    await expectNoAxeViolations(page);

    await page.reload();
    await islandReady(page, '[data-list-detail]');
    await expect(carrots).toHaveAttribute('aria-valuenow', '2.25');
    await expect(ricotta).toHaveAttribute('aria-valuenow', '3');

    // Minus from the first quantity asks before removing; so does the bin.
    await ricotta.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(ricotta).toHaveAttribute('aria-valuenow', '1');
    await listSettled(page);
    const ricottaRow = products.getByRole('article', { name: 'Ricotta vaccina' });
    await ricottaRow.getByRole('button', { name: 'Rimuovi Ricotta vaccina dalla lista' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(ricottaRow).toBeVisible();
    await ricottaRow.getByRole('button', { name: 'Rimuovi Ricotta vaccina dalla lista' }).click();
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(ricottaRow).toHaveCount(0);
    await listSettled(page);
    await page.reload();
    await islandReady(page, '[data-list-detail]');
    await expect(products.getByRole('article')).toHaveCount(3);
  });

  test('given a list with a product out of stock, then the whole list goes to the cart but that one, named', async ({
    consentGiven: page,
  }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true, slotChosen: true });
    const listId = lists[WEEKLY] ?? 0;
    // The seed's lists hold no product out of stock: the shopper saved one since.
    await page.goto('/no-connection');
    const status = await page.evaluate(
      async ({ wishlistId, productId }) => {
        const answer = await fetch('/ebsn/api/wishlist/add_prod', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ wishlistId, items: [{ productId, quantity: 1 }] }),
        });
        return ((await answer.json()) as { response: { status: number } }).response.status;
      },
      { wishlistId: listId, productId: UNAVAILABLE.id },
    );
    expect(status).toBe(0);
    await openList(page, listId);
    const products = page.getByRole('list', { name: 'Prodotti della lista' });
    const unavailable = products.getByRole('article', { name: UNAVAILABLE.name });
    await expect(unavailable).toContainText('Non disponibile');
    await expect(unavailable.getByRole('button', { name: /Aggiungi/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Aggiungi tutta la lista al carrello' }).click();
    const notAdded = page.getByRole('list', {
      name: 'Questi prodotti non sono stati aggiunti al carrello:',
    });
    await expect(notAdded.getByRole('listitem')).toHaveCount(1);
    await expect(notAdded).toContainText(UNAVAILABLE.name);

    await page.locator('[data-overlay-open="cart"]').click();
    const drawer = page.locator('#drawer-cart');
    await expect(drawer).toBeVisible();
    for (const name of [
      'Passata di pomodoro',
      'Penne senza glutine',
      'Riso Carnaroli',
      'Pomodori pelati',
      'Ragù alla bolognese',
    ])
      await expect(drawer.getByRole('article', { name })).toBeVisible();
    await expect(drawer.getByRole('article', { name: UNAVAILABLE.name })).toHaveCount(0);
  });

  test('given a list, then one product goes to the cart with its list quantity', async ({
    consentGiven: page,
  }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true, slotChosen: true });
    await openList(page, lists[BARBECUE] ?? 0);
    await page
      .getByRole('button', { name: 'Aggiungi Minestrone fresco da cuocere al carrello' })
      .click();
    await expect(
      page.getByText('Minestrone fresco da cuocere è stato aggiunto al carrello'),
    ).toBeVisible();
    await page.locator('[data-overlay-open="cart"]').click();
    const drawer = page.locator('#drawer-cart');
    const line = drawer.getByRole('article', { name: 'Minestrone fresco da cuocere' });
    await expect(line.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
    await expect(drawer.getByRole('article')).toHaveCount(1);
  });

  test('given a list shared read-only, then it shows everything but no edit, and the API refuses one in Italian', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, lists: true });
    await openList(page, SHARED_READ);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensa di casa' })).toBeVisible();
    await expect(page.locator('.list-detail__shared')).toContainText('condivisa');
    const products = page.getByRole('list', { name: 'Prodotti della lista' });
    await expect(products.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Rimuovi/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Aggiungi tutta la lista al carrello' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const refusal = await page.evaluate(async (wishlistId) => {
      const view = (await (
        await fetch(`/ebsn/api/wishlist/view?list_id=${wishlistId}`)
      ).json()) as {
        data: { wishlistItems: { itemId: string }[] };
      };
      const itemId = view.data.wishlistItems[0]?.itemId;
      const answer = await fetch('/ebsn/api/wishlist/update_prods', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ wishlistId, items: [{ itemId, quantity: 5 }] }),
      });
      return ((await answer.json()) as { response: { errors: { error: string }[] } }).response
        .errors;
    }, SHARED_READ);
    expect(refusal.map((error) => error.error)).toEqual([
      'Questa lista è condivisa in sola lettura: non puoi modificarla.',
    ]);
  });

  test("given another shopper's list, a malformed or an unknown id, then the shop's 404 page", async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/profile/lists/'));
    const other = await freshShopper(page, { like: 1001, lists: true });
    await signInFreshShopper(page, { like: 1001, lists: true });
    for (const id of [String(other.lists[WEEKLY]), 'abc', '999999999']) {
      const answer = await page.goto(`/profile/lists/${id}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
      await expect(page.locator('[data-list-detail]')).toHaveCount(0);
    }
  });
});

// spec: shopping §7 wishlist/confirm — a list shared with the shopper, confirmed for her delivery
// address: its products go to her cart (src/features/lists/confirm/confirm-shared.ts).
test('given a list shared with the shopper, then "Conferma per il mio indirizzo" fills her cart', async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page, { like: 1001, lists: true, slotChosen: true });
  await openList(page, SHARED_READ);
  const cartLines = () =>
    page.evaluate(async () => {
      const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as {
        data: { cartItems?: unknown[] };
      };
      return answer.data.cartItems?.length ?? 0;
    });
  expect(await cartLines()).toBe(0);
  const confirm = page.getByRole('button', { name: 'Conferma per il mio indirizzo' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Lista confermata' })).toBeVisible();
  expect(await cartLines()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
