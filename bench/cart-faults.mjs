#!/usr/bin/env node
/**
 * Issue 16's fault figure: under the reference backend's faults — every cart call 0–300 ms late,
 * one in ten failing with HTTP 500, and one expired session (HTTP 419) in the middle — 200 bursts
 * of random adds, steps, typed quantities and removals over five products of all three types
 * (e2e/cart-driver.ts), each followed by the page at rest compared with `cart/view`. Printed: the
 * products whose control differed from the server at rest (budget 0), products with two lines
 * (duplicated adds, budget 0), the presses made and the seed to replay them.
 *
 *   npm run build && npm run bench:cart-faults [bursts] [seed]
 */
import { atRest, differing, runBursts, seeded, slotProducts } from '../e2e/cart-driver.ts';
import { startShopBench } from './shop-bench.mjs';

const BURSTS = Number(process.argv[2] ?? 200);
const SEED = Number(process.argv[3] ?? Date.now() % 100_000);
const POOR_CONNECTION = [{ path: 'cart/*', latencyJitterMs: 300, http500Rate: 0.1 }];
const { shopperPage, baseUrl, backendUrl, close } = await startShopBench('cart-faults');

const faults = (rules) =>
  fetch(`${backendUrl}/_dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });

try {
  const { page, login } = await shopperPage({ slotChosen: true });
  await page.goto(`${baseUrl}/category/formaggi-stagionati`);
  const products = await slotProducts(page, 5);
  await page.locator('[data-add-to-cart]').first().click();
  await page.getByRole('spinbutton').first().waitFor();
  await atRest(page, login);
  await faults(POOR_CONNECTION);

  const started = performance.now();
  const bursts = await runBursts(page, {
    products,
    login,
    bursts: BURSTS,
    random: seeded(SEED),
    expireSession: () => faults([{ path: 'cart/*', sessionExpiredRate: 1 }]),
    restoreFaults: () => faults(POOR_CONNECTION),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const off = bursts.filter((burst) => differing(burst).length > 0);
  const presses = bursts.reduce((sum, burst) => sum + burst.presses.length, 0);
  console.log(
    `\n${BURSTS} bursts, ${presses} presses over ${products.length} products (${products.map((p) => p.kind).join(', ')}), seed ${SEED}, ${seconds} s`,
  );
  console.log(
    `  products differing from cart/view at rest: ${off.reduce((sum, burst) => sum + differing(burst).length, 0)} (in ${off.length} bursts; budget 0)`,
  );
  for (const burst of off)
    console.log(
      `    after ${burst.presses.join('; ')}: shown ${JSON.stringify(burst.shown)}, server ${JSON.stringify(burst.server)}`,
    );
  console.log(
    `  products with two lines (duplicated adds): ${bursts.reduce((sum, burst) => sum + burst.duplicated.length, 0)} (budget 0)`,
  );
} finally {
  await close();
}
