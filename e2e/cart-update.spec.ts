/**
 * The cart-update switch (issue 40; spec: shopping §4 "When updating the cart is switched off, the
 * quantity is only held locally"). Off: a storefront of this file's own, started with
 * PUBLIC_CART_UPDATE=0 against the run's backend — the drawer's steps stay on the page until
 * "Aggiorna carrello" sends them. On: the run's storefront (the default), where a step goes at once.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  type FreshShopperOptions,
  freshShopper,
  test,
  waitForShell,
} from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

const PEZZO = { id: 273, name: 'Biscotti frollini' };
const MILK = 103;
/** Ready to shop, with 2 packs of milk and 1 packet of biscuits. */
const TWO_LINES: FreshShopperOptions = {
  slotChosen: true,
  items: [
    { productId: MILK, quantity: 2 },
    { productId: PEZZO.id, quantity: 1 },
  ],
};

const stepper = (scope: Locator, name: string) =>
  scope.getByRole('spinbutton', { name: `Quantità di ${name}` });

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

/** A fresh shopper signed in on the storefront at `origin` ('' = the run's), its drawer open on Home. */
async function drawerOnHome(page: Page, origin: string): Promise<Locator> {
  const { login } = await freshShopper(page, TWO_LINES);
  await page.goto(`${origin}/no-connection`);
  const status = await page.evaluate(async (email) => {
    const response = await fetch('/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: email, password: 'Segreta1' }).toString(),
    });
    return ((await response.json()) as { response: { status: number } }).response.status;
  }, login);
  expect(status).toBe(0);
  await page.goto(`${origin}/`);
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  const drawer = page.locator('#drawer-cart');
  await expect(stepper(drawer, PEZZO.name)).toHaveAttribute('aria-valuetext', '1 pz');
  return drawer;
}

test.describe('cart updating switched off (PUBLIC_CART_UPDATE=0)', () => {
  test.describe.configure({ mode: 'serial' });
  let side: SideStorefront | undefined;

  test.beforeAll(async () => {
    side = await startSideStorefront(sidePort(40 + test.info().parallelIndex), {
      PUBLIC_CART_UPDATE: '0',
    });
  });
  test.afterAll(async () => {
    await side?.stop();
  });

  test('steps are held on the page until "Aggiorna carrello" sends them', async ({
    consentGiven: page,
  }) => {
    const drawer = await drawerOnHome(page, side?.url ?? '');
    const plus = drawer
      .getByRole('article', { name: PEZZO.name })
      .getByRole('button', { name: 'Aumenta quantità' });
    await plus.click();
    await plus.click();
    await expect(stepper(drawer, PEZZO.name)).toHaveAttribute('aria-valuetext', '3 pz');
    await expect(drawer.getByRole('status')).toContainText('Hai modificato le quantità');
    await expectNoAxeViolations(page, '#drawer-cart');
    // Held: the server still has the cart as it was.
    expect(await serverCart(page)).toEqual({ [MILK]: 2, [PEZZO.id]: 1 });

    await drawer.getByRole('button', { name: 'Aggiorna carrello' }).click();
    await expect.poll(() => serverCart(page)).toEqual({ [MILK]: 2, [PEZZO.id]: 3 });
    await expect(drawer.getByRole('button', { name: 'Aggiorna carrello' })).toHaveCount(0);
    await expect(stepper(drawer, PEZZO.name)).toHaveAttribute('aria-valuetext', '3 pz');
  });
});

test.describe('cart updating on (the default)', () => {
  test('a step goes to the server at once, with nothing to confirm', async ({
    consentGiven: page,
  }) => {
    const drawer = await drawerOnHome(page, '');
    await drawer
      .getByRole('article', { name: PEZZO.name })
      .getByRole('button', { name: 'Aumenta quantità' })
      .click();
    await expect.poll(() => serverCart(page)).toEqual({ [MILK]: 2, [PEZZO.id]: 2 });
    await expect(drawer.getByRole('button', { name: 'Aggiorna carrello' })).toHaveCount(0);
  });
});
