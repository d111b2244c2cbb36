/**
 * A cart call the server refuses without words of its own (issue 40; spec: shopping §8 keys
 * errorLoadingCart "only shown if logged in", errorSettingProduct, errorRemovingProduct, emptyCart,
 * cart.productAddError): the step's own text, not the generic one. The reference backend's
 * faults (HTTP 500, no envelope) for this browser only; the guest's side is in
 * anonymous-cart.spec.ts (a guest has a cart only with the anonymous cart on).
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  failedRequest,
  faultsFor,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

const PEZZO = { id: 273, slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };
const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';

// The API's HTTP 500 is the proxy's 502 without words (an envelope with no errors).
test.beforeEach(({ allowConsoleErrors }) => {
  allowConsoleErrors(failedRequest(502, '/ebsn/api/cart/'));
});

const stepper = (page: Page, name: string) =>
  page.locator('#drawer-cart').getByRole('spinbutton', { name: `Quantità di ${name}` });

/** A fresh shopper ready to shop, with one packet of biscuits, on Home. */
async function onHome(page: Page) {
  await signInFreshShopper(page, {
    slotChosen: true,
    items: [{ productId: PEZZO.id, quantity: 1 }],
  });
  await page.goto('/');
  await waitForShell(page);
}

/** The calls on `path` answer HTTP 500 with no envelope, for this browser only, until `undo`. */
async function failing(page: Page, context: BrowserContext, path: string) {
  const clientUuid = await clientUuidOf(context);
  await faultsFor(page.request, clientUuid, [{ path, http500Rate: 1 }]);
  return () => faultsFor(page.request, clientUuid, []);
}

async function openDrawer(page: Page) {
  await page.locator('[data-overlay-open="cart"]').click();
  const drawer = page.locator('#drawer-cart');
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a signed-in shopper whose cart fails to load reads "Errore nel caricamento del carrello"', async ({
  consentGiven: page,
  context,
}) => {
  await onHome(page);
  const undo = await failing(page, context, 'cart/view');
  try {
    await openDrawer(page);
    await expect(page.getByRole('alert')).toContainText('Errore nel caricamento del carrello');
    await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toHaveCount(0);
  } finally {
    await undo();
  }
});

test("a line's change and removal the server refuses unworded say which", async ({
  consentGiven: page,
  context,
}) => {
  await onHome(page);
  await openDrawer(page);
  const biscuits = stepper(page, PEZZO.name);
  await expect(biscuits).toHaveValue('1');

  let undo = await failing(page, context, 'cart/update');
  try {
    await biscuits.fill('3');
    await biscuits.press('Enter');
    await expect(page.locator('#drawer-cart').getByRole('alert')).toHaveText(
      'Non è stato possibile aggiornare il prodotto nel carrello',
    );
    await expect(biscuits).toHaveValue('1');
  } finally {
    await undo();
  }

  undo = await failing(page, context, 'cart/delete');
  try {
    await page
      .locator('#drawer-cart')
      .getByRole('button', { name: `Elimina ${PEZZO.name}` })
      .click();
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(page.locator('#drawer-cart').getByRole('alert')).toHaveText(
      'Non è stato possibile rimuovere il prodotto dal carrello',
    );
    await expect(biscuits).toHaveValue('1');
  } finally {
    await undo();
  }
});

test('emptying the cart refused unworded says "Impossibile svuotare il carrello"', async ({
  consentGiven: page,
  context,
}) => {
  await onHome(page);
  const drawer = await openDrawer(page);
  await expect(stepper(page, PEZZO.name)).toHaveValue('1');
  const undo = await failing(page, context, 'cart/close');
  try {
    await drawer.getByRole('button', { name: 'Svuota carrello' }).click();
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Impossibile svuotare il carrello' }).first(),
    ).toBeVisible();
    await expect(stepper(page, PEZZO.name)).toHaveValue('1');
  } finally {
    await undo();
  }
});

test('a product added and refused unworded says "Non è stato possibile aggiungere il prodotto"', async ({
  consentGiven: page,
  context,
}) => {
  await signInFreshShopper(page, { slotChosen: true });
  await page.goto(`/product/${PEZZO.slug}`);
  await waitForShell(page);
  const undo = await failing(page, context, 'cart/add');
  try {
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Non è stato possibile aggiungere il prodotto al carrello',
    );
  } finally {
    await undo();
  }
});
