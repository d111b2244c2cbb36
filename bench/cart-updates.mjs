#!/usr/bin/env node
/**
 * The cart's numbers of issue 16, on loopback, against the built storefront and a reference
 * backend of its own (a fresh shopper per run, address and slot chosen):
 * - ten presses on + of a line in one burst, and ten presses 40 ms apart: how many `cart/update`
 *   requests they made (budget ≤ 2 for the burst) and whether the quantity the page shows at rest
 *   is the server's;
 * - the drawer with a 30-line cart: from the click to the drawer open (budget 100 ms) and to its
 *   30 lines on screen;
 * - /category/pasta: JavaScript before the first interaction and once an add control has been
 *   pressed (budget 100 KB with working add controls).
 *
 *   npm run build && npm run bench:cart [runs]
 */
import { gzipSync } from 'node:zlib';
import { collectScripts, startShopBench } from './shop-bench.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const { baseUrl, shopperPage: freshShopperPage, close } = await startShopBench('cart');

const PEZZO = { id: 273, slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };
const kb = (bytes) => (bytes / 1024).toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shopperPage = (items) => freshShopperPage({ slotChosen: true, items });

const serverQuantity = (page) =>
  page.evaluate(async (productId) => {
    const answer = await (await fetch('/ebsn/api/cart/view')).json();
    return answer.data.cartItems.find((line) => line.product.productId === productId)?.quantity;
  }, PEZZO.id);

/** Ten presses on + (`gapMs` apart), then the page at rest: requests made, UI and server agree. */
async function presses(gapMs) {
  const { page, context } = await shopperPage([{ productId: PEZZO.id, quantity: 1 }]);
  await page.goto(`${baseUrl}/product/${PEZZO.slug}`);
  await page.hover(`[data-cart-slot]`);
  const value = page.getByRole('spinbutton', { name: `Quantità di ${PEZZO.name}` });
  await value.waitFor();
  let updates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/cart/update')) updates += 1;
  });
  await page.evaluate(async (gap) => {
    const plus = document.querySelector('[data-cart-slot] button[aria-label="Aumenta quantità"]');
    for (let press = 0; press < 10; press++) {
      plus.click();
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
    }
  }, gapMs);
  const shown = Number(await value.getAttribute('aria-valuenow'));
  // At rest: the server has what the page shows (or the page comes back to the server).
  let server;
  for (let tries = 0; tries < 100; tries++) {
    server = await serverQuantity(page);
    if (server === Number(await value.getAttribute('aria-valuenow'))) break;
    await page.waitForTimeout(50);
  }
  await context.close();
  return { updates, shown, server };
}

async function drawerWithThirtyLines() {
  const items = Array.from({ length: 30 }, (_, index) => ({ productId: 200 + index, quantity: 1 }));
  const { page, context } = await shopperPage(items);
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('html[data-shell="ready"]', { state: 'attached' });
  const times = await page.locator('[data-overlay-open="cart"]').evaluate(
    (button) =>
      new Promise((resolve) => {
        const start = performance.now();
        let open;
        button.click();
        const check = () => {
          const drawer = document.querySelector('#drawer-cart');
          if (open === undefined && drawer?.open) open = performance.now() - start;
          if (drawer?.querySelectorAll('article').length >= 30)
            resolve({ open, lines: performance.now() - start });
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await context.close();
  return times;
}

async function categoryWeight() {
  const { page, context } = await shopperPage([]);
  const scripts = collectScripts(page);
  await page.goto(`${baseUrl}/category/pasta`, { waitUntil: 'networkidle' });
  const total = async () => {
    let sum = 0;
    for (const body of scripts.values()) sum += gzipSync(await body, { level: 9 }).length;
    return sum;
  };
  const before = await total();
  const loaded = new Set(scripts.keys());
  await page.locator('[data-add-to-cart]').first().click();
  await page.getByRole('spinbutton').first().waitFor();
  await page.waitForLoadState('networkidle');
  const after = await total();
  const added = [];
  for (const [url, body] of scripts)
    if (!loaded.has(url))
      added.push(`${kb(gzipSync(await body, { level: 9 }).length)} ${new URL(url).pathname}`);
  await context.close();
  return { before, after, added };
}

try {
  const burst = [];
  const spaced = [];
  for (let run = 0; run < RUNS; run++) {
    burst.push(await presses(0));
    spaced.push(await presses(40));
  }
  const line = (label, results) => {
    const agree = results.filter((r) => r.server === r.shown).length;
    console.log(
      `${label}: cart/update requests ${results.map((r) => r.updates).join(', ')} (max ${Math.max(...results.map((r) => r.updates))}); ` +
        `page = server at rest in ${agree}/${results.length} runs (final ${results.map((r) => r.server).join(', ')})`,
    );
  };
  line('10 presses in one burst', burst);
  line('10 presses 40 ms apart', spaced);

  const drawers = [];
  for (let run = 0; run < RUNS; run++) drawers.push(await drawerWithThirtyLines());
  console.log(
    `drawer, 30 lines: click → open p50 ${median(drawers.map((d) => d.open)).toFixed(1)} ms (budget 100); ` +
      `→ 30 lines on screen p50 ${median(drawers.map((d) => d.lines)).toFixed(1)} ms`,
  );

  const weight = await categoryWeight();
  console.log(
    `/category/pasta: ${kb(weight.before)} KB gzip before the first interaction, ${kb(weight.after)} KB with working add controls (budget 100 KB, ${((weight.after / 1024 / 100) * 100).toFixed(0)}%)`,
  );
  console.log(`  the first press added (KB gzip): ${weight.added.join(', ')}`);
} finally {
  await close();
}
