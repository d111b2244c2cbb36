/**
 * The anonymous-cart setting (issue 30; spec: shopping §4 "these checks are skipped when an
 * anonymous cart is configured", §6). On: a second storefront of this file's own, started with
 * PUBLIC_ANONYMOUS_CART=1 against the run's backend and WordPress — a guest adds with no login,
 * address or slot, and is asked for them at checkout, the cart kept through the login. Off: the
 * run's storefront (the default), where a guest's add still asks for a login first.
 */
import type { Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  failedRequest,
  faultsFor,
  test,
  waitForShell,
} from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

let ANONYMOUS = '';
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;

const PEZZO = { id: 273, slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };

const stepper = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `Quantità di ${name}` });

/** The cart as the server has it for this browser: product id → quantity. */
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

/** A fresh copy of Mario (no address chosen on the cart), for this journey alone. */
async function freshLogin(page: Page): Promise<string> {
  const created = await page.request.post(`${BACKEND}/_dev/shopper`, { data: { like: 1001 } });
  return ((await created.json()) as { login: string }).login;
}

async function signInInDialog(page: Page, login: string): Promise<void> {
  const dialog = page.locator('#dialog-login');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test.describe('the anonymous cart on (PUBLIC_ANONYMOUS_CART=1)', () => {
  // One storefront for the file: its journeys run in one worker, one after the other.
  test.describe.configure({ mode: 'serial' });
  let side: SideStorefront | undefined;

  test.beforeAll(async () => {
    // One per parallel worker (repeated runs), beside the run's own.
    const port =
      Number(process.env.E2E_ANONYMOUS_CART_PORT ?? sidePort(20)) + test.info().parallelIndex;
    side = await startSideStorefront(port, { PUBLIC_ANONYMOUS_CART: '1' });
    ANONYMOUS = side.url;
  });

  // Stopped, and its port free again, before another group of this worker starts one.
  test.afterAll(async () => {
    await side?.stop();
  });

  test('a guest adds without login, address or slot; checkout asks for them and keeps the cart', async ({
    consentGiven: page,
  }) => {
    const login = await freshLogin(page);
    await page.goto(`${ANONYMOUS}/product/${PEZZO.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    // Added at once: no login dialog, no delivery dialog.
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    await expect(page.locator('#dialog-login')).toBeHidden();
    await expect.poll(() => serverCart(page)).toEqual({ [PEZZO.id]: 1 });
    // Kept on the guest's session: a new page shows it in the stepper.
    await page.reload();
    await waitForShell(page);
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');

    // The drawer shows the guest's cart, not the "log in" message, and passes axe.
    await page.locator('[data-overlay-open="cart"]').click();
    const drawer = page.locator('#drawer-cart');
    await expect(drawer.getByText(PEZZO.name).first()).toBeVisible();
    await expect(drawer.locator('.cart-guest')).toHaveCount(0);
    await expectNoAxeViolations(page, '#drawer-cart');

    // Checkout: the login first, then the address and the slot, then the checkout with the line.
    await drawer.getByRole('link', { name: 'Concludi ordine' }).click();
    await signInInDialog(page, login);
    await expect(page).toHaveURL(/\/checkout$/);
    const addresses = page.locator('#dialog-address');
    await addresses.getByRole('button', { name: /^Ufficio/ }).click();
    const slots = page.locator('#dialog-timeslot');
    await expect(slots.getByRole('tablist')).toBeVisible();
    const tabs = slots.getByRole('tab');
    const choosable = slots.locator('[role="radio"]:not([aria-disabled="true"])');
    for (let index = 0; (await choosable.count()) === 0; index++) await tabs.nth(index + 1).click();
    await choosable.first().click();
    await expect(slots).toBeHidden();
    await expect(page.locator('.checkout').getByText(PEZZO.name).first()).toBeVisible();
    // The guest's line survived the login: it is the shopper's now.
    await expect.poll(() => serverCart(page)).toEqual({ [PEZZO.id]: 1 });
  });

  // spec: shopping §8 "errorLoadingCart (only shown if logged in)": a guest's cart that fails to
  // load says nothing (the signed-in side: cart-failures.spec.ts).
  test('a guest whose cart fails to load is told nothing', async ({
    consentGiven: page,
    context,
    allowConsoleErrors,
  }) => {
    // The API's HTTP 500 is the proxy's 502 without words (an envelope with no errors).
    allowConsoleErrors(failedRequest(502, '/ebsn/api/cart/'));
    await page.goto(`${ANONYMOUS}/product/${PEZZO.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    const clientUuid = await clientUuidOf(context);
    await faultsFor(page.request, clientUuid, [
      { path: 'cart/view', http500Rate: 1 },
      { path: 'cart/update', http500Rate: 1 },
    ]);
    try {
      const failed = page.waitForResponse(
        (answer) => answer.url().includes('/ebsn/api/cart/view') && answer.status() === 502,
      );
      await page.locator('[data-overlay-open="cart"]').click();
      await failed;
      // A later refusal, said on its line: once it shows, any word on the load would have too.
      const line = page
        .locator('#drawer-cart')
        .getByRole('spinbutton', { name: `Quantità di ${PEZZO.name}` });
      await line.fill('2');
      await line.press('Enter');
      await expect(page.locator('#drawer-cart').getByRole('alert')).toHaveText(
        'Non è stato possibile aggiornare il prodotto nel carrello',
      );
      const aboutTheLoad = /caricamento del carrello|Si è verificato un errore, riprova/;
      await expect(page.getByRole('alert').filter({ hasText: aboutTheLoad })).toHaveCount(0);
    } finally {
      await faultsFor(page.request, clientUuid, []);
    }
  });

  test("a guest's session is not a shopper: /checkout leads to Home's login, then back", async ({
    consentGiven: page,
  }) => {
    const login = await freshLogin(page);
    await page.goto(`${ANONYMOUS}/product/${PEZZO.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    // The add's answer first: it brings the guest's session, which the check below then uses.
    await expect(stepper(page, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
    await expect.poll(() => serverCart(page)).toEqual({ [PEZZO.id]: 1 });
    await page.goto(`${ANONYMOUS}/checkout`);
    await expect(page).toHaveURL(`${ANONYMOUS}/?next=%2Fcheckout`);
    await signInInDialog(page, login);
    await expect(page).toHaveURL(`${ANONYMOUS}/checkout`);
    await expect(page.locator('#dialog-address')).toBeVisible();
  });
});

test.describe('the anonymous cart off (the default)', () => {
  test("a guest's add asks for a login first, and nothing goes in the cart", async ({
    consentGiven: page,
  }) => {
    await page.goto(`/product/${PEZZO.slug}`);
    await waitForShell(page);
    await page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }).click();
    const dialog = page.locator('#dialog-login');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Aggiungi ${PEZZO.name} al carrello` }),
    ).toBeVisible();
    expect(await serverCart(page)).toEqual({});
  });
});
