#!/usr/bin/env node
/**
 * The timeslot dialog on loopback (issue 15: "opening the timeslot dialog shows the days within
 * 300 ms; a dialog adds nothing to a page's JavaScript until it is opened"). Against the built
 * storefront and a reference backend of its own: for each run a fresh shopper with an address
 * and no slot opens the cart drawer on Home, then presses "Scegli fascia oraria"; printed are the
 * milliseconds from that press to the day tabs on screen — the first time (the dialog's code
 * arrives then) and again in the same page — and the JavaScript the page had before the press
 * and what the press added.
 *
 *   npm run build && npm run bench:timeslot [runs]
 */
import { gzipSync } from 'node:zlib';
import {
  collectScripts,
  percentile,
  pressAndTimeUntilShown,
  startShopBench,
} from './shop-bench.mjs';

const RUNS = Number(process.argv[2] ?? 10);
const { baseUrl, shopperPage, close } = await startShopBench('timeslot');

const kb = (bytes) => (bytes / 1024).toFixed(2);
/** Milliseconds from the press on the drawer's button to the dialog's day tabs on screen. */
const pressAndWaitForDays = (page) =>
  pressAndTimeUntilShown(
    page.locator('[data-delivery-change="timeslot"]'),
    '#dialog-timeslot [role="tablist"]',
  );

const first = [];
const again = [];
const before = [];
const added = [];
let dialogChunkBeforeOpening = false;
try {
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await shopperPage({ addressChosen: true });
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-overlay-open="cart"]').click();
    await page.locator('[data-delivery-change="timeslot"]:enabled').waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = new Map(scripts);
    let total = 0;
    for (const [url, pending] of loaded) {
      total += gzipSync(await pending, { level: 9 }).length;
      if (/TimeslotDialog/.test(url)) dialogChunkBeforeOpening = true;
    }
    before.push(total);
    first.push(await pressAndWaitForDays(page));
    await page.waitForLoadState('networkidle');
    let extra = 0;
    for (const [url, pending] of scripts)
      if (!loaded.has(url)) extra += gzipSync(await pending, { level: 9 }).length;
    added.push(extra);
    await page.keyboard.press('Escape');
    await page.locator('#dialog-timeslot').waitFor({ state: 'hidden' });
    await page.locator('[data-overlay-open="cart"]').click();
    await page.locator('[data-delivery-change="timeslot"]:enabled').waitFor();
    again.push(await pressAndWaitForDays(page));
    await context.close();
  }
  const line = (label, values) =>
    `  ${label}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (budget 300 ms; ${RUNS} runs)`;
  console.log('\nThe timeslot dialog, from "Scegli fascia oraria" to the days on screen');
  console.log(line('first opening (its code arrives then)', first));
  console.log(line('opening again', again));
  console.log(
    `  JavaScript with the cart drawer open: ${kb(percentile(before, 50))} KB gzip; the dialog's code in it before opening: ${dialogChunkBeforeOpening ? 'YES' : 'no'}`,
  );
  console.log(`  opening the dialog adds ${kb(percentile(added, 50))} KB gzip`);
} finally {
  await close();
}
