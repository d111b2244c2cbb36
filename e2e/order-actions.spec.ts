/**
 * The order detail's cart actions (issue 26): 'Modifica ordine' reopens the order into the cart
 * (Home, the drawer open, status 7) — cancelled there, or checked out again as the same order;
 * 'Annulla ordine' cancels it after a confirmation; 'Aggiungi tutto al carrello' puts its lines in
 * the cart and names what it could not add. The buttons show only where the server's flags allow
 * them. Each journey has its own fresh shopper with copies of Mario's orders (seed/history.ts):
 * 886 in validation in 4 days and 900 ordered in 3 days (both editable), 897 delivered.
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

const MARIO: FreshShopperOptions = { like: 1001, orders: true };

/** Biscotti frollini (2,99 € a pack), in none of the demo orders. */
const BISCUITS = { slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };

const actions = (page: Page) => page.getByRole('region', { name: 'Cosa vuoi fare con l’ordine' });
const button = (page: Page, name: string) => actions(page).getByRole('button', { name });
const detail = (page: Page) => page.locator('[data-order-detail]');
const drawer = (page: Page) => page.locator('#drawer-cart');

async function openDetail(page: Page, orderId: number) {
  await page.goto(`/profile/orders/${orderId}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
}

/** The detail's lines as the shopper reads them: product, quantity, total. */
const lineTexts = (page: Page) =>
  detail(page)
    .locator('[data-order-item-id]')
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim()));

/** The cart as the server has it. */
function serverCart(page: Page) {
  return page.evaluate(async () => {
    type Line = { product: { productId: number; name: string } };
    const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as {
      data: {
        cartStatusId?: number;
        totalItems?: number;
        order?: { orderId?: number } | null;
        cartItems?: Line[];
        sectors?: { cartItems?: Line[] }[];
      };
    };
    const { data } = answer;
    const lines = [
      ...(data.cartItems ?? []),
      ...(data.sectors ?? []).flatMap((sector) => sector.cartItems ?? []),
    ];
    return {
      status: data.cartStatusId,
      orderId: data.order?.orderId,
      totalItems: data.totalItems ?? 0,
      names: lines.map((line) => line.product.name),
    };
  });
}

/** 'Modifica ordine', answered Si: Home with the drawer open on the reopened order. */
async function reopen(page: Page, orderId: number): Promise<Locator> {
  await button(page, 'Modifica ordine').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Vuoi riaprire l’ordine ${orderId} per modificarlo?`);
  await dialog.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const cart = drawer(page);
  await expect(cart).toBeVisible();
  await expect(cart.getByText(`Stai modificando l’ordine n. ${orderId}`)).toBeVisible();
  await expect(cart.getByRole('button', { name: 'ANNULLA modifiche' })).toBeVisible();
  return cart;
}

test.describe('the order detail’s cart actions', () => {
  test('shown by the server’s flags: an editable order has Modifica and Annulla, a delivered one neither', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    await openDetail(page, orders[886] as number);
    await expect(button(page, 'Modifica ordine')).toBeEnabled();
    await expect(button(page, 'Annulla ordine')).toBeEnabled();
    await expect(button(page, 'Aggiungi tutto al carrello')).toBeEnabled();

    await openDetail(page, orders[897] as number);
    await expect(detail(page)).toContainText('Consegnato');
    await expect(button(page, 'Aggiungi tutto al carrello')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Modifica ordine' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
  });

  test('modify, then ANNULLA modifiche: the order as it was, the drawer no longer changing it', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    const orderId = orders[886] as number;
    await openDetail(page, orderId);
    const before = await lineTexts(page);
    expect(before.length).toBeGreaterThan(0);

    const cart = await reopen(page, orderId);
    expect(await serverCart(page)).toMatchObject({ status: 7, orderId });
    // The lines of the order are in the drawer, its address locked as for any status-7 cart.
    for (const name of await detailNames(page, orderId)) await expect(cart).toContainText(name);

    await cart.getByRole('button', { name: 'ANNULLA modifiche' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Vuoi annullare le modifiche all’ordine ${orderId}?`,
    );
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(cart.getByText(/Stai modificando/)).toHaveCount(0);
    await expect(cart.getByRole('button', { name: 'ANNULLA modifiche' })).toHaveCount(0);
    expect((await serverCart(page)).status).not.toBe(7);
    // Closing the drawer stays on Home.
    await cart.getByRole('button', { name: 'Chiudi' }).click();
    await expect(cart).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await openDetail(page, orderId);
    expect(await lineTexts(page)).toEqual(before);
    await expect(detail(page)).toContainText('In validazione');
    await expect(button(page, 'Modifica ordine')).toBeEnabled();
  });

  test('modify, add a line, check out: the same order number, its detail lists the new line', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    const orderId = orders[886] as number;
    await openDetail(page, orderId);
    await reopen(page, orderId);

    await page.goto(`/product/${BISCUITS.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Aggiungi ${BISCUITS.name} al carrello` }).click();
    const quantity = page.getByRole('spinbutton', { name: `Quantità di ${BISCUITS.name}` });
    await expect(quantity).toHaveAttribute('aria-valuetext', '1 pz');
    // Eight packs: the order's 16,48 € of products above home delivery's 35 € minimum.
    await quantity.fill('8');
    await quantity.press('Enter');
    await expect(quantity).toHaveAttribute('aria-valuetext', '8 pz');
    await expect.poll(async () => (await serverCart(page)).names.join('|')).toMatch(/Biscotti/);

    await page.locator('[data-overlay-open="cart"]').click();
    await expect(drawer(page).getByText(`Stai modificando l’ordine n. ${orderId}`)).toBeVisible();
    // Every journey's copy of the order books its slot, which fills up over a run: another one.
    await drawer(page).locator('[data-delivery-change="timeslot"]').click();
    await chooseSlotOnLastDay(page);
    // Back to the drawer it was chosen from.
    await expect(drawer(page).getByText(`Stai modificando l’ordine n. ${orderId}`)).toBeVisible();
    await drawer(page).getByRole('link', { name: 'Concludi ordine' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('link', { name: 'Vai al pagamento' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
    await page.getByRole('button', { name: 'Conferma e paga' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
    await expect(page.getByText(`L’ordine numero ${orderId} è stato ricevuto.`)).toBeVisible();

    await openDetail(page, orderId);
    await expect(
      detail(page).locator('[data-order-item-id]', { hasText: BISCUITS.name }),
    ).toHaveCount(1);
  });

  test('a refusal (the order cancelled meanwhile, elsewhere) is said in place; nothing else changes', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    const orderId = orders[886] as number;
    await openDetail(page, orderId);
    await expect(button(page, 'Modifica ordine')).toBeEnabled();
    // Another tab cancels it: this page still offers the change.
    const cancelled = await page.evaluate(async (id) => {
      const answer = await fetch(`/ebsn/api/order/delete?order_id=${id}`, { method: 'POST' });
      return ((await answer.json()) as { response: { status: number } }).response.status;
    }, orderId);
    expect(cancelled).toBe(0);

    await button(page, 'Modifica ordine').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Si', exact: true }).click();
    await expect(actions(page).getByRole('alert')).toHaveText(
      'L’ordine non può più essere modificato.',
    );
    // Said once, in place: not again by a toast.
    await expect(page.getByText('L’ordine non può più essere modificato.')).toHaveCount(1);
    await expect(button(page, 'Modifica ordine')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
    expect((await serverCart(page)).status).not.toBe(7);
  });

  test('delete: No keeps the order; Si cancels it, says so, and its actions are gone', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    const orderId = orders[900] as number;
    await openDetail(page, orderId);
    await expect(detail(page)).toContainText('Ordinato');

    await button(page, 'Annulla ordine').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Vuoi annullare l’ordine ${orderId}?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button(page, 'Annulla ordine')).toBeFocused();
    await expect(detail(page)).toContainText('Ordinato');

    await button(page, 'Annulla ordine').click();
    await dialog.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}\\?annullato$`));
    await expect(detail(page)).toContainText('Annullato');
    await expect(actions(page).getByRole('status')).toContainText('L’ordine è stato annullato');
    await expect(page.getByRole('button', { name: 'Modifica ordine' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
  });

  test('delete by keyboard only: Tab to it, Enter, the dialog’s No first, Si cancels', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, MARIO);
    const orderId = orders[886] as number;
    await openDetail(page, orderId);
    const remove = button(page, 'Annulla ordine');
    await expect(remove).toBeEnabled();
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // No takes the focus: Enter never cancels an order by accident.
    await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Si', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail(page)).toContainText('Annullato');
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
  });

  test('buy again on a delivered order: its lines in the cart, the badge counts them', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { ...MARIO, slotChosen: true });
    const orderId = orders[897] as number;
    await openDetail(page, orderId);
    const names = await detailNames(page, orderId);
    expect(names.length).toBeGreaterThan(0);

    await button(page, 'Aggiungi tutto al carrello').click();
    await expect(actions(page).getByRole('status')).toHaveText(
      `Aggiunti al carrello ${names.length} prodotti`,
    );
    const server = await serverCart(page);
    for (const name of names) expect(server.names.join('|')).toContain(name);
    await expect(page.locator('[data-cart-count]')).toHaveText(String(server.totalItems));

    await page.locator('[data-overlay-open="cart"]').click();
    for (const name of names) await expect(drawer(page)).toContainText(name);
  });

  test('buy again with a product over its daily maximum: the others added, that one named', async ({
    consentGiven: page,
  }) => {
    // Latte UHT (103, MAXACQ 10 a day) already ordered 10 times for the slot's day: order 897's
    // 4 more cannot be added.
    const { orders } = await signInFreshShopper(page, {
      ...MARIO,
      slotChosen: true,
      orderedThatDay: [{ productId: 103, quantity: 10 }],
    });
    const orderId = orders[897] as number;
    await openDetail(page, orderId);
    const names = await detailNames(page, orderId);
    const milk = names.find((name) => name.startsWith('Latte UHT')) ?? 'Latte UHT';

    await button(page, 'Aggiungi tutto al carrello').click();
    const said = actions(page).getByRole('status');
    await expect(said.first()).toContainText(`Non aggiunto: ${milk}`);
    await expect(said.last()).toHaveText(`Aggiunti al carrello ${names.length - 1} prodotti`);
    const server = await serverCart(page);
    expect(server.names.join('|')).not.toContain('Latte UHT');
  });
});

/** The product names of an order's lines, as the server has them. */
function detailNames(page: Page, orderId: number): Promise<string[]> {
  return page.evaluate(async (id) => {
    const answer = (await (await fetch(`/ebsn/api/order/view?order_id=${id}`)).json()) as {
      data: { suborders?: { suborderItems?: { product?: { name?: string } }[] }[] };
    };
    return (answer.data.suborders ?? []).flatMap((suborder) =>
      (suborder.suborderItems ?? []).map((item) => item.product?.name ?? ''),
    );
  }, orderId);
}

/**
 * The first free slot of the last day with any: journeys with `slotChosen` book the first slot
 * offered, `lastSlot` ones the last of that day (which they may fill).
 */
async function chooseSlotOnLastDay(page: Page) {
  const slots = page.locator('#dialog-timeslot');
  await expect(slots.getByRole('tablist')).toBeVisible();
  const tabs = slots.getByRole('tab');
  const choosable = slots.locator('[role="radio"]:not([aria-disabled="true"])');
  // From the last day back to one not sold out (a day may be, 'fasce esaurite').
  for (let index = (await tabs.count()) - 1; index >= 0; index--) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    if ((await choosable.count()) > 0) break;
  }
  await choosable.first().click();
  await expect(slots).toBeHidden();
}

/** Tab (only) until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}
