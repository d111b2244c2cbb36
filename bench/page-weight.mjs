#!/usr/bin/env node
/**
 * JavaScript a page ships, measured in a real Chromium: every script response the page loads
 * (after islands hydrate), gzip-compressed here at level 9, summed. Prints per-file sizes and
 * the total against the budget (docs: guide/architecture.md "Rendering and JavaScript budget").
 *
 *   npm run build && node bench/page-weight.mjs / [/faq …]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/chromium.mjs';
import { serveStorefront } from './serve.mjs';

const BUDGET_KB = { content: 75, catalogue: 100, checkout: 140 };
const budgetFor = (path) =>
  path.startsWith('/checkout') || path.startsWith('/payment')
    ? BUDGET_KB.checkout
    : path.startsWith('/category') || path.startsWith('/product') || path.startsWith('/search')
      ? BUDGET_KB.catalogue
      : BUDGET_KB.content;

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const { baseUrl, stop } = await serveStorefront();
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body());
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const inline = await page.$$eval('script:not([src])', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    let totalRaw = 0;
    let totalGzip = 0;
    console.log(`\n${path}`);
    for (const [url, body] of scripts) {
      const gzip = gzipSync(body, { level: 9 }).length;
      totalRaw += body.length;
      totalGzip += gzip;
      console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(url).pathname}`);
    }
    const inlineBytes = Buffer.from(inline.join('\n'));
    const inlineGzip = gzipSync(inlineBytes, { level: 9 }).length;
    totalRaw += inlineBytes.length;
    totalGzip += inlineGzip;
    console.log(
      `  ${(inlineGzip / 1024).toFixed(1).padStart(6)} KB gzip  (inline scripts, ${inline.length})`,
    );
    const budget = budgetFor(path);
    console.log(
      `  total: ${(totalGzip / 1024).toFixed(2)} KB gzip (${(totalRaw / 1024).toFixed(1)} KB raw) — budget ${budget} KB, ` +
        `${((totalGzip / 1024 / budget) * 100).toFixed(0)}% of budget`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}
