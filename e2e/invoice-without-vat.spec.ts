/**
 * The price without VAT for a business shopper (issue 40; spec: account §9 "Price without VAT =
 * displayed price divided by (1 + VAT percent), rounded to 2 decimals"): once she asks for the
 * invoice at the dark store (warehouse 89), the checkout shows her items without VAT, each line
 * by its own rate (@sporta/rules priceWithoutVat), against the cart as the server has it.
 */
import type { Page } from '@playwright/test';
import { formatPrice } from '@sporta/i18n';
import { fromCents, priceWithoutVat, toCents } from '@sporta/rules';
import { FULL_CART } from './cart-driver';
import { freshShopperOn } from './checkout-driver';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface Line {
  grossTotal: number;
  product: { ivaCategory: { ivaPct: string } };
}

/** The items without VAT, reckoned from the server's cart line by line. */
async function expectedWithoutVat(page: Page): Promise<string> {
  const lines = await page.evaluate(async () => {
    const answer = (await (await fetch('/ebsn/api/cart/view')).json()) as {
      data: { cartItems?: Line[]; sectors?: { cartItems?: Line[] }[] };
    };
    const { cartItems = [], sectors = [] } = answer.data;
    return [...cartItems, ...sectors.flatMap((sector) => sector.cartItems ?? [])];
  });
  expect(lines.length).toBeGreaterThan(0);
  const cents = lines.reduce(
    (sum, line) => sum + priceWithoutVat(toCents(line.grossTotal), line.product.ivaCategory.ivaPct),
    0,
  );
  return formatPrice(fromCents(cents));
}

test('the invoice asked for: the checkout shows the items without VAT', async ({
  consentGiven: page,
}) => {
  // Luca's office in Pero is delivered from warehouse 89, the one that offers the invoice.
  await freshShopperOn(page, '/checkout', {
    like: 1003,
    items: FULL_CART.items,
    deliverTo: 321,
    slotChosen: true,
  });
  const invoice = page.getByRole('region', { name: 'Fattura' });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText(/IVA esclusa/)).toHaveCount(0);

  await invoice.getByRole('checkbox', { name: 'Desidero ricevere la fattura' }).check();
  const amount = await expectedWithoutVat(page);
  await expect(invoice.getByText(`Totale prodotti IVA esclusa: ${amount}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
