/**
 * What the shopper benches share: the built storefront (build first) on a reference backend of
 * their own with its development hooks, one Chromium, and fresh shoppers signed in through the
 * storefront's proxy as the login form would (reference-backend/dev/fresh-shopper.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startCms } from '../cms/wordpress.mjs';
import { startBackend } from '../reference-backend/server.ts';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/chromium.mjs';
import { freePort } from '../scripts/free-port.mjs';

/** The scripts a page loads from now on: URL → body (gzip them to weigh them). */
export function collectScripts(page) {
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  return scripts;
}

/** Gzip bytes of the JavaScript a page ran: the scripts collected and its inline scripts. */
export async function scriptBytes(page, scripts) {
  let total = 0;
  for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
  const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (nodes) =>
    nodes.map((node) => node.textContent ?? '').join('\n'),
  );
  return total + gzipSync(Buffer.from(inline), { level: 9 }).length;
}

/**
 * `{ cms: true }` also starts a WordPress of the bench's own (seeded, a free port), so content
 * pages render what they show shoppers (their forms, menus, slides) instead of 'unavailable'.
 */
export async function startShopBench(name, { cms = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `sporta-${name}-bench-`));
  const backend = await startBackend({ port: 0, dataDir, devHooks: true, log: () => {} });
  process.env.EBSN_API_URL = backend.apiUrl;
  const wordpress = cms
    ? await startCms({ port: await freePort(), dataDir: join(dataDir, 'wordpress') })
    : undefined;
  if (wordpress) process.env.WP_URL = wordpress.url;
  const { serveStorefront } = await import('./serve.mjs');
  const { baseUrl, stop } = await serveStorefront();
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_FLAGS,
  });

  /** A fresh shopper (`options` of POST /_dev/shopper) signed in on a new page of a new context. */
  async function shopperPage(options, viewport = { width: 1280, height: 800 }) {
    const created = await fetch(`${backend.url}/_dev/shopper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options),
    }).then((response) => response.json());
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/not-found`);
    await page.evaluate(async (login) => {
      await fetch('/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, password: 'Segreta1', remember_me: 'false' }),
      });
    }, created.login);
    return { page, context, login: created.login, shopper: created };
  }

  async function close() {
    await browser.close();
    stop();
    await backend.stop?.();
    await wordpress?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { baseUrl, backendUrl: backend.url, browser, shopperPage, close };
}

/** The p-th percentile of some figures (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Milliseconds from a press on `button` (a locator) to the first element matching `shown` laid
 * out on screen, measured inside the page (no round trip to the test process in the figure).
 */
export const pressAndTimeUntilShown = (button, shown) =>
  button.evaluate(
    (element, selector) =>
      new Promise((resolve) => {
        const start = performance.now();
        element.click();
        const check = () => {
          const target = document.querySelector(selector);
          if (target && target.getBoundingClientRect().height > 0)
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
    shown,
  );
