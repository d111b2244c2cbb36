/**
 * The total shown is the total charged (issue 25): for a cart in each delivery-fee bracket
 * (reference backend: 7,90 € below 60 €, 4,90 € from 60, 1,90 € from 100, free from 150), with
 * bags, with a discount code and with a gift certificate, the TOTALE read in the drawer, on
 * /checkout and on /payment is the total on the screen of the order placed, and the server's.
 */
import type { Locator, Page } from '@playwright/test';
import { FULL_CART } from './cart-driver';
import {
  expect,
  type FreshShopperOptions,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/** Caffè in grani, 16,09 € a piece, moves a cart across the brackets (FULL_CART is in 60–100 €). */
const COFFEE = 296;

/** The amount of a summary's row, as the shopper reads it. */
const row = (summary: Locator, name: string) =>
  summary
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function totalOn(summary: Locator): Promise<string> {
  await expect(summary).toBeVisible();
  return ((await row(summary, 'TOTALE').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function serverOrderTotal(page: Page, orderId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const answer = (await (await fetch(`/ebsn/api/order/view?order_id=${id}`)).json()) as {
      data: { grossTotal: number };
    };
    return answer.data.grossTotal;
  }, orderId);
}

const euro = (amount: number) =>
  `${amount.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

interface Case {
  name: string;
  shopper: FreshShopperOptions;
  fee: RegExp;
  /** What the shopper applies at the checkout before paying. */
  apply?(page: Page): Promise<void>;
}

const cases: Case[] = [
  {
    name: 'below 60 € with a discount code',
    shopper: {
      slotChosen: true,
      items: [
        { productId: 273, quantity: 10 },
        { productId: COFFEE, quantity: 1 },
      ],
    },
    fee: /^7,90\s€$/,
    async apply(page) {
      await page.getByRole('textbox', { name: 'Codice sconto' }).fill('SCONTO10');
      await page.getByRole('button', { name: 'Applica' }).click();
    },
  },
  {
    name: 'from 60 € with a gift certificate',
    shopper: {
      ...FULL_CART,
      like: 1001,
      giftCertificates: true,
    },
    fee: /^4,90\s€$/,
    async apply(page) {
      await page.getByRole('button', { name: 'Usa Buono Pagnotta 5 €' }).click();
    },
  },
  {
    name: 'from 100 €',
    shopper: { ...FULL_CART, items: [...FULL_CART.items, { productId: COFFEE, quantity: 2 }] },
    fee: /^1,90\s€$/,
  },
  {
    name: 'from 150 €: delivery free',
    shopper: { ...FULL_CART, items: [...FULL_CART.items, { productId: COFFEE, quantity: 8 }] },
    fee: /^gratuita$/,
  },
];

test.describe('the total shown is the total charged', () => {
  for (const { name, shopper, fee, apply } of cases) {
    test(`${name}: TOTALE at checkout, at payment and of the order agree`, async ({
      consentGiven: page,
    }) => {
      await signInFreshShopper(page, shopper);
      await page.goto('/');
      await waitForShell(page);
      await page.locator('[data-overlay-open="cart"]').click();
      const drawer = page.locator('#drawer-cart');
      const inDrawer = await totalOn(
        drawer.getByRole('region', { name: 'Riepilogo del carrello' }),
      );
      await drawer.getByRole('link', { name: 'Concludi ordine' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const summary = page.getByRole('region', { name: 'Riepilogo del carrello' });
      await expect(row(summary, 'Sacchetti')).toHaveText(/\d,\d{2}\s€/);
      if (apply) {
        await apply(page);
        await expect(row(summary, 'Sconti e buoni')).toHaveText(/^−\d+,\d{2}\s€$/);
      }
      await expect(row(summary, 'Spese di consegna')).toHaveText(fee);
      const atCheckout = await totalOn(summary);
      if (!apply) expect(atCheckout).toBe(inDrawer);

      await page.getByRole('link', { name: 'Vai al pagamento' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      const costs = page.getByRole('region', { name: 'Riepilogo dei costi' });
      expect(await totalOn(costs)).toBe(atCheckout);
      await expect(row(costs, 'Spese di consegna')).toHaveText(fee);

      await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
      await page.getByRole('button', { name: 'Conferma e paga' }).click();
      await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
      const placed = page.getByRole('region', { name: 'Riepilogo dei costi' });
      expect(await totalOn(placed)).toBe(atCheckout);
      const orderId = /payment-completed\/(\d+)$/.exec(page.url())?.[1] ?? '';
      expect(euro(await serverOrderTotal(page, orderId))).toBe(atCheckout);
    });
  }
});
