#!/usr/bin/env node
/**
 * Lighthouse (mobile, default throttling) on pages of the built storefront, in the system
 * Chromium. Prints the four category scores per page (goal: 100 each).
 *
 *   npm run build && node bench/lighthouse.mjs / [/faq …]
 *   npm run build && node bench/lighthouse.mjs --shopper /checkout /payment
 *   npm run build && node bench/lighthouse.mjs --shopper /profile/orders '/profile/orders/{897}'
 *
 * --shopper: the pages of a signed-in shopper with a full cart and a slot (a reference backend
 * of the bench's own, shop-bench.mjs): Lighthouse runs in a Chromium whose profile holds the
 * shopper's cookies, as the shopper's browser would. `{897}` in a path is a demo order of Mario's
 * (reference-backend/seed/history.ts), by its id on the shopper's copy.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/chromium.mjs';
import { serveStorefront } from './serve.mjs';

const args = process.argv.slice(2);
const asShopper = args.includes('--shopper');
const given = args.filter((arg) => arg !== '--shopper');
const paths = given.length > 0 ? given : ['/'];
const withOrders = given.some((path) => /\{\d+\}/.test(path));
const { baseUrl, stop, chrome, orders } = asShopper ? await signedIn() : await asGuest();

async function asGuest() {
  const { baseUrl, stop } = await serveStorefront();
  const launched = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: CHROMIUM_FLAGS,
  });
  return { baseUrl, stop, chrome: { port: launched.port, kill: () => launched.kill() } };
}

/** The storefront with a fresh shopper signed in: a full cart (above the minimum) and a slot. */
async function signedIn() {
  const { startShopBench } = await import('./shop-bench.mjs');
  const bench = await startShopBench('lighthouse');
  const { FULL_CART } = await import('../e2e/cart-driver.ts');
  // Mario's orders, copied, when a path names one of them.
  const { context, shopper } = await bench.shopperPage(
    withOrders ? { ...FULL_CART, like: 1001, orders: true } : FULL_CART,
  );
  const cookies = await context.cookies();
  await context.close();
  // The profile's own context (the one Lighthouse's tabs open in) holds the shopper's cookies.
  const port = 9333;
  const profile = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'sporta-lighthouse-')),
    {
      executablePath: requireChromium(),
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    },
  );
  await profile.addCookies(cookies);
  return {
    baseUrl: bench.baseUrl,
    stop: () => bench.close(),
    chrome: { port, kill: () => profile.close() },
    orders: shopper.orders ?? {},
  };
}

try {
  for (const template of paths) {
    const path = template.replace(/\{(\d+)\}/, (_, old) => String(orders?.[old]));
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.values(categories).map(
      (category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`,
    );
    console.log(`${path}: ${scores.join(' · ')}`);
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    );
    for (const audit of failing) {
      console.log(`   - ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
      // The console's errors say what to fix; other audits' details are long.
      if (audit.id === 'errors-in-console')
        for (const item of audit.details?.items ?? [])
          console.log(`       ${item.source ?? ''} ${item.description ?? ''} ${item.url ?? ''}`);
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `   ${metrics.map((id) => `${id} ${audits[id]?.displayValue ?? '-'}`).join(' · ')}`,
    );
  }
} finally {
  await chrome.kill();
  await stop();
}
