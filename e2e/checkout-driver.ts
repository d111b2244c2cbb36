/**
 * The checkout set-up specs share: /checkout or /payment open for a fresh shopper, the cart as
 * the server has it, and the order paid on delivery.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  type FreshShopper,
  type FreshShopperOptions,
  signInFreshShopper,
  waitForShell,
} from './fixtures';

/** /checkout, once its page is there. */
export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completa il tuo ordine' }),
  ).toBeVisible();
}

/** /payment, once its methods are there. */
export async function openPayment(page: Page) {
  await page.goto('/payment');
  await waitForShell(page);
  await expect(page.getByRole('group', { name: 'Come vuoi pagare?' })).toBeVisible();
}

const OPEN = { '/checkout': openCheckout, '/payment': openPayment };

/** A fresh shopper signed in, on /checkout or /payment. */
export async function freshShopperOn(
  page: Page,
  path: keyof typeof OPEN,
  options: FreshShopperOptions,
): Promise<FreshShopper> {
  const shopper = await signInFreshShopper(page, options);
  await OPEN[path](page);
  return shopper;
}

/** From /payment, paid on delivery: the order placed, its confirmation open. */
export async function payOnDelivery(page: Page) {
  await page.getByRole('radio', { name: 'Pagamento alla consegna', exact: true }).check();
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
}

export interface ServerCart {
  cartInfos?: Record<string, string>;
  giftCertificates?: { code: string }[];
  cartItems?: { product: { productId: number }; cartItemInfo: Record<string, string> }[];
}

/** The cart as the server has it. */
export async function serverCart(page: Page): Promise<ServerCart> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as { data: ServerCart };
    return answer.data;
  });
}

/** accept_alternatives of a product's line, as the server has it. */
export const alternativesOf = async (page: Page, productId: number) =>
  (await serverCart(page)).cartItems?.find((line) => line.product.productId === productId)
    ?.cartItemInfo.accept_alternatives;
