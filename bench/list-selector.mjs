#!/usr/bin/env node
/**
 * The list selector on loopback (issue 27: "opening the list selector: ≤ 200 ms from click to
 * lists on screen"; its code loads on the first press, never before). Against the built
 * storefront and a reference backend of its own: for each run a fresh shopper with Mario's lists
 * opens /category/pasta and presses the first card's 'Salva nella lista'; printed are the
 * milliseconds from that press to the lists on screen — the first time with no intent before it
 * (the selector's code and the lists arrive then), the first time after the pointer went over the
 * button (the intent that brings them), and again in the same page — the JavaScript the page had before the
 * press, whether the selector's code was in it, and what the press added.
 *
 *   npm run build && node bench/list-selector.mjs [runs]
 */
import { gzipSync } from 'node:zlib';
import {
  collectScripts,
  percentile,
  pressAndTimeUntilShown,
  startShopBench,
} from './shop-bench.mjs';

const RUNS = Number(process.argv[2] ?? 10);
const BUDGET_MS = 200;
const { baseUrl, shopperPage, close } = await startShopBench('list-selector');

const kb = (bytes) => (bytes / 1024).toFixed(2);
/** Milliseconds from the press on the first card's save button to the lists on screen. */
const pressAndWaitForLists = (page) =>
  pressAndTimeUntilShown(
    page.locator('[data-save-to-list]').first(),
    '#dialog-save-to-list .list-selector__lists button',
  );

const first = [];
const again = [];
const afterIntent = [];
const before = [];
const added = [];
let selectorBeforePress = false;
try {
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await shopperPage({ like: 1001, lists: true });
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/category/pasta`, { waitUntil: 'networkidle' });
    const loaded = new Map(scripts);
    let total = 0;
    for (const [url, pending] of loaded) {
      total += gzipSync(await pending, { level: 9 }).length;
      if (/ListSelector/.test(url)) selectorBeforePress = true;
    }
    before.push(total);
    first.push(await pressAndWaitForLists(page));
    await page.waitForLoadState('networkidle');
    let extra = 0;
    for (const [url, pending] of scripts)
      if (!loaded.has(url)) extra += gzipSync(await pending, { level: 9 }).length;
    added.push(extra);
    await page.keyboard.press('Escape');
    await page.locator('#dialog-save-to-list').waitFor({ state: 'hidden' });
    again.push(await pressAndWaitForLists(page));
    await context.close();

    // As a shopper reaches it: the pointer over the button first (the intent that brings the
    // selector and starts loading the lists), then the press once it has arrived.
    const pointed = await shopperPage({ like: 1001, lists: true });
    await pointed.page.goto(`${baseUrl}/category/pasta`, { waitUntil: 'networkidle' });
    await pointed.page.locator('[data-save-to-list]').first().hover();
    await pointed.page.locator('astro-island:has([data-list-selector]):not([ssr])').waitFor({
      state: 'attached',
    });
    await pointed.page.waitForLoadState('networkidle');
    afterIntent.push(await pressAndWaitForLists(pointed.page));
    await pointed.context.close();
  }
  const line = (label, values) =>
    `  ${label}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (budget ${BUDGET_MS} ms; ${RUNS} runs)`;
  console.log("\nThe list selector, from 'Salva nella lista' on a card to the lists on screen");
  console.log(line('first opening (its code and the lists arrive then)', first));
  console.log(line('pointer over it first, then the press', afterIntent));
  console.log(line('opening again', again));
  console.log(
    `  JavaScript of /category/pasta before the press: ${kb(percentile(before, 50))} KB gzip (external scripts); the selector's code in it: ${selectorBeforePress ? 'YES' : 'no'}`,
  );
  console.log(`  the first press adds ${kb(percentile(added, 50))} KB gzip`);
} finally {
  await close();
}
