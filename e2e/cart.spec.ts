/**
 * Filling the cart (issue 16): add from a product's page and from the cards, step by the spec's
 * rules (QTY_MULT, minAcq, STEP_SELLING), type a quantity, the drawer by sector with its summary,
 * delete with confirmation, empty the cart, cancel an order's modifications; at rest the page
 * shows what the server has. Each journey has its own fresh shopper.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  type FreshShopperOptions,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/** Seeded products (reference-backend/seed): one of each selling type. */
const PEZZO = { slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };
/** Confezione, minAcq 2, QTY_MULT 2, QTY_LOCKED, MAXACQ 10. */
const CONFEZIONE = {
  id: 103,
  slug: 'granarolo-latte-uht-parzialmente-scremato-3-x-1-l',
  name: 'Latte UHT parzialmente scremato',
};
/** Confezione with MAXACQ 10, a daily maximum. */
const WATER = {
  slug: 'san-benedetto-acqua-minerale-naturale-6-x-1-5-l',
  name: 'Acqua minerale naturale',
};
/** Sfuso: from 0.5 kg in steps of 0.25 kg. */
const SFUSO = { slug: 'melinda-mele-golden-delicious', name: 'Mele Golden Delicious' };

const stepper = (scope: Page | Locator, name: string) =>
  scope.getByRole('spinbutton', { name: `Quantità di ${name}` });

async function openProduct(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  await waitForShell(page);
}

/** The cart as the server has it: product id → quantity. */
async function serverCart(page: Page): Promise<Record<number, number>> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as {
      data: { cartItems?: { quantity: number; product: { productId: number } }[] };
    };
    return Object.fromEntries(
      (answer.data.cartItems ?? []).map((line) => [line.product.productId, line.quantity]),
    );
  });
}

interface BackendProduct {
  productId: number;
  slug: string;
  name: string;
  priceDisplay: number;
  productInfos: Record<string, string>;
  selectOptions?: { parameterName: string }[];
  warehousePromo?: { warehousePromoId: number; selectable?: boolean };
}

/** Products as the reference backend lists them (to find one the seed has: options, a promo). */
async function backendProducts(
  page: Page,
  query: Record<string, string | number>,
): Promise<BackendProduct[]> {
  const port = process.env.E2E_BACKEND_PORT ?? 4411;
  const answer = await page.request.get(`http://127.0.0.1:${port}/ebsn/api/products`, {
    params: query,
  });
  return ((await answer.json()) as { data: { products: BackendProduct[] } }).data.products;
}

/** The seed's bread with options to choose (spec: shopping §5). */
async function breadWithOptions(page: Page) {
  const bread = (await backendProducts(page, { q: 'pane casereccio' })).find(
    (product) => (product.selectOptions ?? []).length > 0,
  );
  expect(bread).toBeDefined();
  return bread;
}

/** The cart's lines as the server has them, with their infos (options, promo) and totals. */
async function serverLines(page: Page) {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as {
      data: { cartItems?: { grossTotal: number; cartItemInfo: Record<string, string> }[] };
    };
    return answer.data.cartItems ?? [];
  });
}

async function openDrawer(page: Page) {
  await page.locator('[data-overlay-open="cart"]').click();
  const drawer = page.locator('#drawer-cart');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Ready to shop, with 2 packs of milk and 1 packet of biscuits. */
const TWO_LINES: FreshShopperOptions = {
  slotChosen: true,
  items: [
    { productId: CONFEZIONE.id, quantity: 2 },
    { productId: 273, quantity: 1 },
  ],
};

/** A fresh shopper in the state given, on Home with the cart drawer open. */
async function drawerOnHome(page: Page, options: FreshShopperOptions) {
  await signInFreshShopper(page, options);
  await page.goto('/');
  await waitForShell(page);
  return openDrawer(page);
}

/** The summary's button, its question answered Si: the drawer and the server have no lines. */
async function emptiedBy(page: Page, drawer: Locator, button: string, question: string | RegExp) {
  await drawer.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog').getByText(question)).toBeVisible();
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(drawer.getByText('Non hai prodotti nel carrello')).toBeVisible();
  await expect.poll(() => serverCart(page)).toEqual({});
}

test.describe('adding to the cart', () => {
  test('a Pezzo, a Confezione and a Sfuso, stepped to their multiples, as the server has them', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });

    await openProduct(page, PEZZO.slug);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      `Hai aggiunto 1 pz di ${PEZZO.name} al carrello`,
    );
    await page.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '2 pz');

    await openProduct(page, CONFEZIONE.slug);
    await page.getByRole('button', { name: `Aggiungi ${CONFEZIONE.name} al carrello` }).click();
    // minAcq 2 in multiples of 2.
    await expect(stepper(page, CONFEZIONE.name)).toHaveAttribute('aria-valuetext', '2 conf');
    await page.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(stepper(page, CONFEZIONE.name)).toHaveAttribute('aria-valuetext', '4 conf');
    await page.getByRole('button', { name: 'Diminuisci quantità' }).click();
    await page.getByRole('button', { name: 'Diminuisci quantità' }).click();
    // Below minAcq: out of the cart, the add button is back.
    await expect(
      page.getByRole('button', { name: `Aggiungi ${CONFEZIONE.name} al carrello` }),
    ).toBeVisible();

    await openProduct(page, SFUSO.slug);
    await page.getByRole('button', { name: `Aggiungi ${SFUSO.name} al carrello` }).click();
    await expect(stepper(page, SFUSO.name)).toHaveAttribute('aria-valuetext', '0,50 kg');
    await page.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(stepper(page, SFUSO.name)).toHaveAttribute('aria-valuetext', '0,75 kg');

    const drawer = await openDrawer(page);
    await expect(drawer.getByText('Hai 2 prodotti nel carrello')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: /\(1 prodotto\)/ })).toHaveCount(2);
    await expect(stepper(drawer, SFUSO.name)).toHaveAttribute('aria-valuetext', '0,75 kg');
    await expect(stepper(drawer, PEZZO.name)).toHaveAttribute('aria-valuetext', '2 pz');
    await expectNoAxeViolations(page, '#drawer-cart');
    await expect.poll(() => serverCart(page)).toEqual({ 273: 2, 323: 0.75 });
  });

  test('the product page: the quantity chosen before "Aggiungi", by keyboard, is the one added', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    await openProduct(page, SFUSO.slug);
    const quantity = page.getByRole('combobox', { name: 'Quantità' });
    // The rules' grid: from 0,50 kg in steps of 0,25 kg.
    await expect(quantity.locator('option').first()).toHaveText('0,50 kg');
    await expect(quantity.locator('option').nth(1)).toHaveText('0,75 kg');
    await quantity.focus();
    await quantity.selectOption({ label: '1,25 kg' });
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: `Aggiungi ${SFUSO.name} al carrello` }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepper(page, SFUSO.name)).toHaveAttribute('aria-valuetext', '1,25 kg');
    // In the cart, the stepper says the quantity: the chooser is gone.
    await expect(quantity).toBeHidden();
    await expect.poll(() => serverCart(page)).toEqual({ 323: 1.25 });

    await openProduct(page, CONFEZIONE.slug);
    await page.getByRole('combobox', { name: 'Quantità' }).selectOption({ label: '6 conf' });
    await page.getByRole('button', { name: `Aggiungi ${CONFEZIONE.name} al carrello` }).click();
    await expect(stepper(page, CONFEZIONE.name)).toHaveAttribute('aria-valuetext', '6 conf');
    await expect.poll(() => serverCart(page)).toEqual({ 323: 1.25, [CONFEZIONE.id]: 6 });
    await expectNoAxeViolations(page);
  });

  test('a product with options: "Aggiungi" once every option is chosen, the choices go with it', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    const bread = await breadWithOptions(page);
    await openProduct(page, bread?.slug ?? '');
    const add = page.getByRole('button', { name: `Aggiungi ${bread?.name} al carrello` });
    await expect(add).toBeDisabled();
    const form = page.getByRole('form', { name: 'Opzioni del prodotto' });
    for (const group of await form.getByRole('group').all())
      await group.getByRole('radio').first().check();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      new RegExp(`Hai aggiunto 1 (pz|conf) di ${bread?.name} al carrello`),
    );
    await expect.poll(() => serverCart(page)).toEqual({ [bread?.productId ?? 0]: 1 });
  });

  test("a card's product with options: chosen in the dialog, by keyboard, then added with them", async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    const bread = await breadWithOptions(page);
    await page.goto('/search?q=pane+casereccio');
    await waitForShell(page);
    await page
      .getByRole('button', { name: `Scegli le opzioni di ${bread?.name}` })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Scegli le opzioni/ });
    await expect(dialog).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Aggiungi al carrello' });
    await expect(add).toBeDisabled();
    await expectNoAxeViolations(page, '#dialog-product-choices');
    for (const group of await dialog.getByRole('group').all()) {
      await group.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
    }
    for (const select of await dialog.getByRole('combobox').all())
      await select.selectOption({ index: 1 });
    await expect(add).toBeEnabled();
    await add.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      new RegExp(`Hai aggiunto 1 (pz|conf) di ${bread?.name} al carrello`),
    );
    const lines = await serverLines(page);
    expect(lines).toHaveLength(1);
    for (const option of bread?.selectOptions ?? [])
      expect(lines[0]?.cartItemInfo[option.parameterName]).toBeTruthy();
  });

  test('a selectable promo: the shopper opts in on the product page, the line is discounted', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    let offered: BackendProduct | undefined;
    for (let number = 1; !offered && number <= 10; number++)
      offered = (await backendProducts(page, { page: number, page_size: 200 })).find(
        (product) =>
          product.warehousePromo?.selectable === true &&
          (product.selectOptions ?? []).length === 0 &&
          product.productInfos.TIPOLOGIA === 'Pezzo',
      );
    expect(offered).toBeDefined();
    await openProduct(page, offered?.slug ?? '');
    await page.getByRole('checkbox', { name: /carta Sporta/ }).check();
    await page.getByRole('button', { name: `Aggiungi ${offered?.name} al carrello` }).click();
    await expect.poll(async () => (await serverLines(page)).length).toBe(1);
    const [line] = await serverLines(page);
    expect(line?.cartItemInfo.warehousePromoId).toBe(
      String(offered?.warehousePromo?.warehousePromoId),
    );
    expect(line?.grossTotal).toBeLessThan(offered?.priceDisplay ?? 0);
  });

  test("the daily maximum: the server's refusal shows on the product, the quantity goes back", async ({
    consentGiven: page,
  }) => {
    // Water: MAXACQ 10 a day, 9 already ordered for the same day.
    await signInFreshShopper(page, { orderedThatDay: [{ productId: 500, quantity: 9 }] });
    await openProduct(page, WATER.slug);
    await page.getByRole('button', { name: `Aggiungi ${WATER.name} al carrello` }).click();
    await expect(stepper(page, WATER.name)).toHaveAttribute('aria-valuetext', '1 conf');
    await page.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(page.locator('[data-cart-slot]').getByRole('alert')).toHaveText(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    await expect(stepper(page, WATER.name)).toHaveAttribute('aria-valuetext', '1 conf');
    await expect.poll(() => serverCart(page)).toEqual({ 500: 1 });
  });

  test('ten quick presses on plus end where the server ends', async ({ consentGiven: page }) => {
    await signInFreshShopper(page, { slotChosen: true });
    await openProduct(page, PEZZO.slug);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    const plus = page.getByRole('button', { name: 'Aumenta quantità' });
    for (let press = 0; press < 10; press++) await plus.click({ delay: 0 });
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '11 pz');
    await expect.poll(() => serverCart(page)).toEqual({ 273: 11 });
    await expect(page.locator('[data-overlay-open="cart"]')).toContainText('1');
  });

  test('by keyboard only: add from a card, step with the arrows', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    await page.goto('/search?q=biscotti+frollini');
    await waitForShell(page);
    const add = page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const value = stepper(page, PEZZO.name).first();
    await expect(value).toBeFocused();
    // The first "Biscotti frollini" of the results may be a pack or a piece: counted by value.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await page.keyboard.press('ArrowDown');
    await expect(value).toHaveAttribute('aria-valuenow', '2');
    await expect.poll(async () => Object.values(await serverCart(page))).toEqual([2]);
  });
});

test.describe('adding before anything else', () => {
  test("a guest's add: login, then the address, then the slot, then the product is in the cart", async ({
    consentGiven: page,
  }) => {
    const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
    const created = await page.request.post(`${backend}/_dev/shopper`, { data: { like: 1001 } });
    const { login } = (await created.json()) as { login: string };
    await openProduct(page, PEZZO.slug);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    const dialog = page.locator('#dialog-login');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(login);
    await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    const addresses = page.locator('#dialog-address');
    await addresses.getByRole('button', { name: /^Ufficio/ }).click();
    const slots = page.locator('#dialog-timeslot');
    await expect(slots.getByRole('tablist')).toBeVisible();
    const tabs = slots.getByRole('tab');
    const choosable = slots.locator('[role="radio"]:not([aria-disabled="true"])');
    for (let index = 0; (await choosable.count()) === 0; index++) await tabs.nth(index + 1).click();
    await choosable.first().click();
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    await expect.poll(() => serverCart(page)).toEqual({ 273: 1 });
  });

  test('the first press on a card of Home, before any script of the cart, still adds', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    await page.goto('/');
    await waitForShell(page);
    const add = page.locator('[data-add-to-cart]').first();
    const name = (await add.getAttribute('aria-label'))?.replace(
      /^Aggiungi (.*) al carrello$/,
      '$1',
    );
    // A click with no pointer over it first: the press is what wakes the controls up.
    await add.evaluate((button: HTMLButtonElement) => button.click());
    await expect(stepper(page, name ?? '').first()).toBeVisible();
    await expect.poll(async () => Object.keys(await serverCart(page)).length).toBe(1);
  });
});

test.describe('the cart drawer', () => {
  test('a typed quantity is rounded to the multiple, capped, or refused with the reason', async ({
    consentGiven: page,
  }) => {
    const drawer = await drawerOnHome(page, TWO_LINES);
    const milk = stepper(drawer, CONFEZIONE.name);
    await milk.fill('5');
    await milk.press('Enter');
    // QTY_LOCKED: to the nearest multiple of 2.
    await expect(milk).toHaveValue('6');
    await milk.fill('14');
    await milk.press('Enter');
    // MAXACQ 10.
    await expect(milk).toHaveValue('10');
    const biscuits = stepper(drawer, PEZZO.name);
    await biscuits.fill('0,5');
    await biscuits.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    await expect(biscuits).toHaveValue('1');
    await expect.poll(() => serverCart(page)).toEqual({ [CONFEZIONE.id]: 10, 273: 1 });
  });

  test('a line goes after No / Si; the cart empties after its confirmation', async ({
    consentGiven: page,
  }) => {
    const drawer = await drawerOnHome(page, TWO_LINES);
    await drawer.getByRole('button', { name: `Elimina ${PEZZO.name}` }).click();
    await expect(page.getByText(`Vuoi eliminare ${PEZZO.name} dal carrello?`)).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(stepper(drawer, PEZZO.name)).toBeVisible();
    await drawer.getByRole('button', { name: `Elimina ${PEZZO.name}` }).click();
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(stepper(drawer, PEZZO.name)).toHaveCount(0);
    await expect(drawer.getByText('Hai 1 prodotto nel carrello')).toBeVisible();
    await expect.poll(() => serverCart(page)).toEqual({ [CONFEZIONE.id]: 2 });

    await emptiedBy(page, drawer, 'Svuota carrello', 'Vuoi davvero svuotare il carrello?');
  });

  test("a reopened order's modifications are cancelled, the order kept", async ({
    consentGiven: page,
  }) => {
    const drawer = await drawerOnHome(page, {
      cartStatus: 7,
      items: [{ productId: 273, quantity: 3 }],
    });
    await expect(stepper(drawer, PEZZO.name)).toHaveValue('3');
    await expect(drawer.getByRole('button', { name: 'Svuota carrello' })).toHaveCount(0);
    await emptiedBy(
      page,
      drawer,
      'ANNULLA modifiche',
      /^Vuoi annullare le modifiche all’ordine \d+\?/,
    );
  });

  test('the fee hint shows within 30 € of a threshold, for home delivery', async ({
    consentGiven: page,
  }) => {
    // 35 € of biscuits and more: the next threshold (60 €) is within 30 €.
    const drawer = await drawerOnHome(page, {
      slotChosen: true,
      items: [{ productId: 273, quantity: 15 }],
    });
    await expect(
      drawer.getByText(/^Aggiungi 15,15\s€ di spesa e la consegna ti costa 4,90\s€$/),
    ).toBeVisible();
  });
});
