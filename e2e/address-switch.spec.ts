/**
 * Switching address or service with a full cart (issue 40; spec: account §7 user-address/preview
 * before user-address/select): the shopper sees the products she would lose at the new address
 * and the delivery fee after the switch, and confirms or keeps the address she has. A switch that
 * changes nothing happens without asking.
 */
import type { Page } from '@playwright/test';
import { FULL_CART } from './cart-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

type Listed = { productId: number; name: string; productInfos: Record<string, string> };

/** A cake: 48 hours' notice (shopping §4 code 1), so a locker's first slot cannot bring it. */
async function aCake(page: Page): Promise<Listed> {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
  for (let number = 1; number <= 10; number++) {
    const listed = (await (
      await page.request.get(`${backend}/ebsn/api/products`, {
        params: { page: number, page_size: 200 },
      })
    ).json()) as { data: { products: Listed[] } };
    const cake = listed.data.products.find((product) => product.productInfos.LEAD_TIME === '48');
    if (cake) return cake;
  }
  throw new Error('the seed has no product with 48 hours of notice');
}

/** The cart's address and product ids, as the server has them (through the context's cookies). */
async function cartOnServer(page: Page) {
  type Line = { product: { productId: number } };
  const answer = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: {
      shippingAddress?: { addressName?: string; deliveryServiceId?: number };
      cartItems?: Line[];
      sectors?: { cartItems?: Line[] }[];
    };
  };
  const lines = [
    ...(answer.data.cartItems ?? []),
    ...(answer.data.sectors ?? []).flatMap((sector) => sector.cartItems ?? []),
  ];
  return {
    address: answer.data.shippingAddress?.addressName,
    service: answer.data.shippingAddress?.deliveryServiceId,
    products: lines.map((line) => line.product.productId).sort((a, b) => a - b),
  };
}

/** Home's cart drawer (Home loaded only if not there yet), its address selector, then the locker. */
async function chooseLocker(page: Page) {
  if (new URL(page.url()).pathname !== '/') {
    await page.goto('/');
    await waitForShell(page);
  }
  await page.locator('[data-overlay-open="cart"]').click();
  await page.locator('[data-delivery-change="address"]').click();
  const dialog = page.locator('#dialog-address');
  await dialog.getByRole('tab', { name: 'Locker', exact: true }).click();
  await dialog.getByRole('button', { name: /^Locker Milano Centrale/ }).focus();
  await page.keyboard.press('Enter');
  return dialog;
}

test.describe('switching address', () => {
  test('a product the locker cannot bring is listed; keep leaves all as it was, confirm switches', async ({
    consentGiven: page,
  }) => {
    const cake = await aCake(page);
    // Her home delivery on the last slot: the cake's 48 hours are well met there.
    await signInFreshShopper(page, {
      ...FULL_CART,
      lastSlot: true,
      items: [...FULL_CART.items, { productId: cake.productId, quantity: 1 }],
    });
    const before = await cartOnServer(page);
    expect(before.service).toBe(2);

    let dialog = await chooseLocker(page);
    const question = dialog.getByRole('region', { name: 'Cosa cambia nel carrello' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('heading', { name: 'Cosa cambia nel carrello' })).toBeFocused();
    await expect(question.locator('[data-switch-lost] li')).toHaveText([cake.name]);
    await expect(question.locator('[data-switch-fee="after"]')).toHaveText(
      /Costo di consegna dopo il cambio: 0,00\s€/,
    );
    await expect(question.locator('[data-switch-fee="now"]')).toContainText(
      'Costo di consegna attuale:',
    );
    await expectNoAxeViolations(page, '#dialog-address');

    await question.getByRole('button', { name: 'Mantieni l’indirizzo attuale' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await cartOnServer(page)).toEqual(before);

    dialog = await chooseLocker(page);
    await dialog.getByRole('button', { name: 'Cambia indirizzo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#dialog-timeslot').getByRole('tablist')).toBeVisible();
    const after = await cartOnServer(page);
    expect(after.address).toBe('Locker Milano Centrale');
    expect(after.service).toBe(10002);
  });

  test('a switch that loses nothing and costs the same happens without asking', async ({
    consentGiven: page,
  }) => {
    // An empty cart: no line to lose, no fee at either address.
    await signInFreshShopper(page, { addressChosen: true });
    const dialog = await chooseLocker(page);
    await expect(page.locator('#dialog-timeslot').getByRole('tablist')).toBeVisible();
    await expect(dialog.locator('[data-address-switch]')).toHaveCount(0);
    expect((await cartOnServer(page)).address).toBe('Locker Milano Centrale');
  });
});
