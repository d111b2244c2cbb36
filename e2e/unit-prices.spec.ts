import type { Page } from '@playwright/test';
import { expect, signInFreshShopper, test } from './fixtures';

/**
 * Issue 38 §1: every unit price shown is the price paid per kg or l (EU directive 98/6/EC), a
 * promotion's included — once shown from the standard price (Spaghetti n.5 0,73 € at 1,78 €/kg).
 * For each seeded product on promotion, on its page, its card, the cart drawer and checkout:
 * price ÷ quantity = unit price, to the cent.
 */
interface PromoProduct {
  productId: number;
  slug: string;
  name: string;
  descr: string;
  priceDisplay: number;
  priceUmDisplay?: number;
  priceStandardDisplay?: number;
  categoryId: number;
  productInfos: Record<string, string>;
}

/** Kilograms or litres in one unit sold: loose goods are priced per kg already. */
function quantityOf(product: PromoProduct): number | undefined {
  if (product.productInfos.TIPOLOGIA === 'Sfuso') return 1;
  const weighed = Number(product.productInfos.WEIGHT_SELLING_SINGLE_UNIT);
  if (weighed > 0) return weighed;
  const match = /(?:(\d+)\s*x\s*)?(\d+(?:[.,]\d+)?)\s*(kg|g|l|ml|cl)\b/i.exec(product.descr);
  if (!match) return undefined;
  const amount = Number((match[2] ?? '').replace(',', '.')) * Number(match[1] ?? 1);
  const unit = (match[3] ?? '').toLowerCase();
  return amount * (unit === 'g' || unit === 'ml' ? 0.001 : unit === 'cl' ? 0.01 : 1);
}

const euros = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
/** Half away from zero, to the cent, without binary noise (0,49 € ÷ 0,4 kg is 1,225 → 1,23). */
const perUnit = (price: number, quantity: number) =>
  Math.round(Number(((price * 100) / quantity).toPrecision(12))) / 100;

async function discounted(page: Page): Promise<Map<string, PromoProduct & { quantity: number }>> {
  const answer = await page.request.get('/ebsn/api/products?promo=true&page_size=500');
  const { products } = (await answer.json()).data as { products: PromoProduct[] };
  const found = new Map<string, PromoProduct & { quantity: number }>();
  for (const product of products) {
    const quantity = quantityOf(product);
    if (product.priceStandardDisplay && product.priceUmDisplay && quantity)
      found.set(product.slug, { ...product, quantity });
  }
  return found;
}

/**
 * Every promotion's price shown on the page (a struck standard price beside it): its product's
 * address (the nearest product link, else the page's own), the price and the unit price.
 */
const shownPromotions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('s')].flatMap((struck) => {
      const block = struck.parentElement?.parentElement;
      const text = block?.textContent?.replace(/\s+/g, ' ') ?? '';
      const price = /Prezzo scontato\s*([\d.,]+)\s*€/.exec(text)?.[1];
      const measure = /([\d.,]+)\s*€\/(kg|l)/.exec(text)?.[1];
      let holder: Element | null | undefined = block;
      let link: HTMLAnchorElement | null = null;
      while (holder && !link) {
        link = holder.querySelector<HTMLAnchorElement>('a[href^="/product/"]');
        holder = holder.parentElement;
      }
      const slug = (link?.getAttribute('href') ?? location.pathname).replace(/^\/product\//, '');
      return price && measure ? [{ slug, price, measure }] : [];
    }),
  );

function expectTrueUnitPrices(
  shown: { slug: string; price: string; measure: string }[],
  products: Map<string, PromoProduct & { quantity: number }>,
  where: string,
) {
  const wrong = shown.flatMap(({ slug, price, measure }) => {
    const product = products.get(slug);
    if (!product) return [];
    const expected = perUnit(euros(price), product.quantity);
    return euros(measure) === expected
      ? []
      : [`${where} ${slug}: ${price} € → ${measure} (${expected})`];
  });
  expect(wrong).toEqual([]);
}

test.describe('unit prices of promotions', () => {
  test('each product page shows the price paid per kg or l', async ({ page }) => {
    const products = await discounted(page);
    expect(products.size).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const product of products.values()) {
      const html = await (await page.request.get(`/product/${product.slug}`)).text();
      const expected = perUnit(product.priceDisplay, product.quantity);
      // Loose goods are priced per kg: the price is the unit price.
      const loose =
        /Prezzo scontato(?:<!-- -->)?\s*<\/span>([\d.,]+)\s*€<span[^>]*>\/(?:<!-- -->)?(?:kg|l)</.exec(
          html,
        );
      // Else the product's own price comes first and its unit price after; related cards follow.
      const packed =
        /Prezzo scontato(?:<!-- -->)?\s*<\/span>([\d.,]+)\s*€.*?([\d.,]+)\s*€\/(?:kg|l)</s.exec(
          html,
        );
      const [price, measure] = loose ? [loose[1], loose[1]] : [packed?.[1], packed?.[2]];
      if (euros(price ?? '') !== product.priceDisplay || euros(measure ?? '') !== expected)
        wrong.push(`${product.slug}: ${price} → ${measure} (${expected})`);
    }
    expect(wrong).toEqual([]);
  });

  test('each card on the listings of the promotions shows it too', async ({ page }) => {
    const products = await discounted(page);
    const seen = new Set<string>();
    for (const path of [
      '/category/pasta',
      '/category/latte',
      '/category/riso',
      '/category/frutta',
    ]) {
      for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
        await page.goto(`${path}?promo=1&page=${pageNumber}`);
        const shown = await shownPromotions(page);
        if (shown.length === 0) break;
        expectTrueUnitPrices(shown, products, path);
        for (const { slug } of shown) seen.add(slug);
      }
    }
    expect(seen).toContain('barilla-spaghetti-n-5-500-g');
  });

  test('the cart drawer and checkout show the price paid per kg or l', async ({ page }) => {
    const products = await discounted(page);
    const named = ['Spaghetti n.5', 'Latte fresco intero alta qualità', 'Riso Carnaroli'];
    const chosen = [...products.values()].filter((product) => named.includes(product.name));
    expect(chosen.map((product) => product.name).sort()).toEqual([...named].sort());
    await signInFreshShopper(page, {
      slotChosen: true,
      items: chosen.map(({ productId }) => ({ productId, quantity: 1 })),
    });
    await page.goto('/');
    await page.getByRole('button', { name: /^Carrello/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Spaghetti n.5')).toBeVisible();
    const inDrawer = await shownPromotions(page);
    expect(inDrawer.length).toBeGreaterThanOrEqual(3);
    expectTrueUnitPrices(inDrawer, products, 'drawer');

    await page.goto('/checkout');
    await expect(page.getByText('Spaghetti n.5').first()).toBeVisible();
    const atCheckout = await shownPromotions(page);
    expect(atCheckout.length).toBeGreaterThanOrEqual(3);
    expectTrueUnitPrices(atCheckout, products, 'checkout');
  });
});
