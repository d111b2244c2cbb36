/**
 * 'Salva nella lista' from anywhere (issue 27; spec: shopping §2 "List selector", §5, §6, §8): a
 * product card, the product page, a cart line and an order line open the list selector; the
 * product is saved with its rule's first quantity in the list chosen, or in a list created there
 * with 'CREA'; a list shared read-only is not offered; a guest signs in first.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  freshShopper,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/** Mario's lists (reference-backend/seed/history.ts): 41 his other list, not holding pasta. */
const BARBECUE = 41;
/** Biscotti frollini (e2e/cart.spec.ts): not in Mario's lists. */
const BISCUITS = {
  id: 273,
  slug: 'mulino-bianco-biscotti-frollini-800-g',
  name: 'Biscotti frollini',
};
const SAVED_TEXT = 'Hai aggiunto 1 prodotto alla lista';

const selector = (page: Page) => page.getByRole('dialog', { name: 'Salva nella lista' });
const listButton = (page: Page, name: string) =>
  selector(page).getByRole('button', { name: new RegExp(`^${name}`) });

/** What a save button carries: the product's id and name. */
async function productOf(button: Locator): Promise<{ productId: number; name: string }> {
  return JSON.parse((await button.getAttribute('data-save-to-list')) ?? '{}');
}

/** How a button's heart shows: drawn at all (the shell's one symbol, list-slot.ts), and full or not. */
function heartOf(button: Locator) {
  return button.locator('svg').evaluate((heart: SVGSVGElement) => ({
    drawn: heart.getBBox().width > 0,
    full: getComputedStyle(heart).fill !== 'none',
  }));
}

/** The list's page holds the product. */
async function expectListHolds(page: Page, listId: number, name: string) {
  await page.goto(`/profile/lists/${listId}`);
  await expect(page.getByRole('list', { name: 'Prodotti della lista' })).toContainText(name);
}

/** Chooses a list in the open selector; the selector closes and says it is saved. */
async function saveIn(page: Page, listName: string) {
  await expect(listButton(page, listName)).toBeVisible();
  await listButton(page, listName).click();
  await expect(selector(page)).toBeHidden();
  await expect(page.getByText(SAVED_TEXT)).toBeVisible();
}

async function firstCardSave(page: Page) {
  await page.goto('/category/pasta');
  await waitForShell(page);
  return page.locator('[data-save-to-list]').first();
}

test.describe('save a product to a list', () => {
  test('given a card, then the list chosen holds it and every card of it shows saved', async ({
    consentGiven: page,
  }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true });
    const save = await firstCardSave(page);
    const product = await productOf(save);
    await expect(save).toHaveAccessibleName(`Salva ${product.name} nella lista`);
    expect(await heartOf(save)).toEqual({ drawn: true, full: false });
    await save.click();
    await expect(selector(page)).toContainText(`${product.name}: 1 conf`);
    // Pasta is sold by the pack: the first quantity of its rule.
    // The default list first; the list shared read-only is not offered, the one shared WRITE is.
    await expect(selector(page).getByRole('listitem').first()).toContainText('Spesa settimanale');
    await expect(listButton(page, 'Festa di compleanno')).toContainText('condivisa');
    await expect(listButton(page, 'Dispensa di casa')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveIn(page, 'Grigliata con gli amici');
    const cards = page.locator(`[data-save-to-list*='"productId":${product.productId},']`);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-saved', '');
    expect(await heartOf(save)).toEqual({ drawn: true, full: true });
    await expectListHolds(page, lists[BARBECUE] ?? 0, product.name);
  });

  test('given CREA, then an empty or taken name is refused and kept, a good one holds the product', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, lists: true });
    const save = await firstCardSave(page);
    const product = await productOf(save);
    await save.click();
    const dialog = selector(page);
    const name = dialog.getByRole('textbox', { name: 'Oppure crea una nuova lista' });
    const create = dialog.getByRole('button', { name: 'CREA' });
    await create.click();
    await expect(dialog).toContainText('Dai un nome alla lista');
    await name.fill(' spesa SETTIMANALE ');
    await create.click();
    await expect(dialog).toContainText('Hai già una lista con questo nome');
    await expect(name).toHaveValue(' spesa SETTIMANALE ');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Pasta della domenica');
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(SAVED_TEXT)).toBeVisible();

    await page.goto('/profile/lists');
    const created = page.getByRole('link', { name: 'Pasta della domenica', exact: true });
    const href = (await created.getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(page.getByRole('list', { name: 'Prodotti della lista' })).toContainText(
      product.name,
    );
  });

  test('given the product page, then the list chosen holds it', async ({ consentGiven: page }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true });
    await page.goto(`/product/${BISCUITS.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Salva ${BISCUITS.name} nella lista` }).click();
    await saveIn(page, 'Grigliata con gli amici');
    await expectListHolds(page, lists[BARBECUE] ?? 0, BISCUITS.name);
  });

  test('given a cart line, then the list chosen holds it', async ({ consentGiven: page }) => {
    const { lists } = await signInFreshShopper(page, {
      like: 1001,
      lists: true,
      slotChosen: true,
      items: [{ productId: BISCUITS.id, quantity: 1 }],
    });
    await page.goto('/');
    await waitForShell(page);
    await page.locator('[data-overlay-open="cart"]').click();
    const drawer = page.locator('#drawer-cart');
    await drawer.getByRole('button', { name: `Salva ${BISCUITS.name} nella lista` }).click();
    await saveIn(page, 'Grigliata con gli amici');
    await expectListHolds(page, lists[BARBECUE] ?? 0, BISCUITS.name);
  });

  test('given an order line, then the list chosen holds it', async ({ consentGiven: page }) => {
    const { lists, orders } = await signInFreshShopper(page, {
      like: 1001,
      lists: true,
      orders: true,
    });
    await page.goto(`/profile/orders/${orders[897]}`);
    await waitForShell(page);
    const save = page.locator('.order-detail__lines [data-save-to-list]').first();
    const product = await productOf(save);
    await save.click();
    await saveIn(page, 'Grigliata con gli amici');
    await expectListHolds(page, lists[BARBECUE] ?? 0, product.name);
  });

  test('given a guest, then the login comes first, then the selector, and the save is done', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page, { like: 1001, lists: true });
    const save = await firstCardSave(page);
    const product = await productOf(save);
    await save.click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.getByRole('textbox', { name: 'E-mail' }).fill(shopper.login);
    await login.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await login.getByRole('button', { name: 'Accedi', exact: true }).click();
    await saveIn(page, 'Grigliata con gli amici');
    await expectListHolds(page, shopper.lists[BARBECUE] ?? 0, product.name);
  });

  test('given the keyboard only, then a card’s product is saved in a list', async ({
    consentGiven: page,
  }) => {
    const { lists } = await signInFreshShopper(page, { like: 1001, lists: true });
    const save = await firstCardSave(page);
    const product = await productOf(save);
    for (let presses = 0; presses < 200; presses++) {
      if (await save.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    const barbecue = listButton(page, 'Grigliata con gli amici');
    await expect(barbecue).toBeVisible();
    for (let presses = 0; presses < 20; presses++) {
      if (await barbecue.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(barbecue).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selector(page)).toBeHidden();
    await expect(page.getByText(SAVED_TEXT)).toBeVisible();
    // The focus goes back to the button pressed.
    await expect(save).toBeFocused();
    await expectListHolds(page, lists[BARBECUE] ?? 0, product.name);
  });
});
