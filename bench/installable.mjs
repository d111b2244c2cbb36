#!/usr/bin/env node
/**
 * Is the shop installable as a web app (issue 30: "Lighthouse PWA-installable checks pass on
 * Home")? Lighthouse 12 dropped its PWA category and installability audit (13.x is installed), so
 * this asks Chromium itself, as it decides whether to offer "Install": `Page.getInstallabilityErrors`
 * and the manifest it parsed, on Home of the built storefront, in a real (not incognito) profile
 * once the service worker controls the page. Prints the result; exits 1 when not installable.
 *
 *   npm run build && node bench/installable.mjs [/ …]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/chromium.mjs';
import { serveStorefront } from './serve.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const { baseUrl, stop } = await serveStorefront();
const profile = mkdtempSync(join(tmpdir(), 'sporta-installable-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: requireChromium(),
  args: CHROMIUM_FLAGS,
});
let failed = false;
try {
  for (const path of paths) {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Now under the worker, as when a shopper comes back.
    await page.reload();
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors } = await cdp.send('Page.getAppManifest');
    const problems = [
      ...installabilityErrors.map(
        ({ errorId, errorArguments }) =>
          `${errorId}${errorArguments.map(({ name, value }) => ` ${name}=${value}`).join('')}`,
      ),
      ...errors.map(({ message }) => `manifest: ${message}`),
    ];
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    console.log(
      `${path}: ${problems.length === 0 ? 'installable' : 'NOT installable'} — manifest ${new URL(url).pathname}, service worker ${controlled ? 'controls the page' : 'not in control'}`,
    );
    for (const problem of problems) console.log(`   - ${problem}`);
    failed ||= problems.length > 0 || !controlled;
    await page.close();
  }
} finally {
  await browser.close();
  await stop();
  rmSync(profile, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
