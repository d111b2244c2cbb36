#!/usr/bin/env node
/**
 * Lighthouse (mobile, default throttling) on pages of the built storefront, in the system
 * Chromium. Prints the four category scores per page (goal: 100 each).
 *
 *   npm run build && node bench/lighthouse.mjs / [/faq …]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/chromium.mjs';
import { serveStorefront } from './serve.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const { baseUrl, stop } = await serveStorefront();
const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  for (const path of paths) {
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
    for (const audit of failing)
      console.log(`   - ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
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
  stop();
}
