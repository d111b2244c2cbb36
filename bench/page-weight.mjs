#!/usr/bin/env node
/**
 * JavaScript a page ships, measured in a real Chromium on a cold cache: every script the page
 * loads before the first interaction (gzip level 9 here, summed, inline scripts included),
 * against the budget of guide/architecture.md. Then what opening the cart drawer adds (its
 * island arrives on intent) and how long from the click to the open drawer, and to the
 * hydrated island, on loopback.
 *
 *   npm run build && node bench/page-weight.mjs / [/faq …]
 */
import { gzipSync } from 'node:zlib';
import { startShopBench } from './shop-bench.mjs';

/** guide/architecture.md; /login: issue 13 ("≤ 100 KB gzip JavaScript in total"). */
const BUDGET_KB = { content: 20, login: 100, catalogue: 100, checkout: 140, account: 120 };
const budgetFor = (path) =>
  path.startsWith('/checkout') || path.startsWith('/payment')
    ? BUDGET_KB.checkout
    : path.startsWith('/login')
      ? BUDGET_KB.login
      : path.startsWith('/registration') || path.startsWith('/profile')
        ? BUDGET_KB.account
        : path.startsWith('/category') || path.startsWith('/product') || path.startsWith('/search')
          ? BUDGET_KB.catalogue
          : BUDGET_KB.content;

const kb = (bytes) => (bytes / 1024).toFixed(2);
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
// A reference backend of the bench's own, and a WordPress when a content page is weighed: pages
// render as a shopper sees them (the registration form's choices, a content page's form), not
// as their 'unavailable' box. WordPress's first start is most of a run: only when it shows.
const cms = paths.some((path) => budgetFor(path) === BUDGET_KB.content);
const { baseUrl, browser, close } = await startShopBench('page-weight', { cms });
try {
  for (const path of paths) {
    // A new context per page: nothing cached from the page before.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map();
    // Scripts asked for and not yet arrived: a lazy chunk's imports are all asked for before it runs.
    const inFlight = new Set();
    let settled = () => {};
    const untilNoScriptInFlight = () =>
      inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => (settled = resolve));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') inFlight.add(request);
    });
    for (const event of ['requestfinished', 'requestfailed']) {
      page.on(event, (request) => {
        if (!inFlight.delete(request) || inFlight.size > 0) return;
        settled();
      });
    }
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-shell="ready"]', { state: 'attached' });
    const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );

    console.log(`\n${path}`);
    let total = 0;
    for (const [url, pending] of scripts) {
      const body = await pending;
      total += gzipSize(body);
      console.log(`  ${kb(gzipSize(body)).padStart(6)} KB gzip  ${new URL(url).pathname}`);
    }
    const inlineGzip = gzipSize(Buffer.from(inline.join('\n')));
    total += inlineGzip;
    console.log(`  ${kb(inlineGzip).padStart(6)} KB gzip  (inline scripts, ${inline.length})`);
    const budget = budgetFor(path);
    console.log(
      `  before the first interaction: ${kb(total)} KB gzip — budget ${budget} KB, ${((total / 1024 / budget) * 100).toFixed(0)}% of budget`,
    );

    // A login form in the page: what starting on it loads (the EBSN client, LoginForm.tsx).
    const loginEmail = page.locator('#login-page-email');
    if ((await loginEmail.count()) > 0) {
      const loaded = new Set(scripts.keys());
      await loginEmail.focus();
      // The form's island has hydrated (Astro drops `ssr` then): its code has arrived and run.
      await page.waitForSelector('astro-island:not([ssr]) #login-page-email');
      await untilNoScriptInFlight();
      await Promise.all([...scripts.values()]);
      let added = 0;
      for (const [url, pending] of scripts) {
        if (loaded.has(url)) continue;
        const size = gzipSize(await pending);
        added += size;
        console.log(`  ${kb(size).padStart(6)} KB gzip  ${new URL(url).pathname} (login form)`);
      }
      console.log(
        `  starting on the login form adds ${kb(added)} KB gzip: ${kb(total + added)} KB in total — budget ${budget} KB, ${(((total + added) / 1024 / budget) * 100).toFixed(0)}%`,
      );
    }

    // The registration form (/registration-user): what starting on it loads (RegistrationForm.tsx).
    const registrationField = page.locator('#reg-firstName');
    if ((await registrationField.count()) > 0) {
      const loaded = new Set(scripts.keys());
      await registrationField.focus();
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/RegistrationForm\.[\w-]+\.js$/.test(entry.name)),
      );
      await untilNoScriptInFlight();
      await Promise.all([...scripts.values()]);
      let added = 0;
      for (const [url, pending] of scripts) {
        if (loaded.has(url)) continue;
        added += gzipSize(await pending);
      }
      console.log(
        `  starting on the registration form adds ${kb(added)} KB gzip: ${kb(total + added)} KB in total — budget ${budget} KB, ${(((total + added) / 1024 / budget) * 100).toFixed(0)}%`,
      );
    }

    // Opening the cart drawer on this cold cache: pointer over the button, then a click.
    const before = new Set(scripts.keys());
    const opener = page.locator('[data-overlay-open="cart"]');
    const timing = await opener.evaluate(async (button) => {
      const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '');
      const island = dialog?.closest('astro-island');
      const start = performance.now();
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      button.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const open = dialog?.open ? performance.now() - start : Number.NaN;
      while (island?.hasAttribute('ssr')) await new Promise((resolve) => setTimeout(resolve, 5));
      return { open, hydrated: performance.now() - start };
    });
    await page.waitForLoadState('networkidle');
    let added = 0;
    for (const [url, pending] of scripts) if (!before.has(url)) added += gzipSize(await pending);
    console.log(
      `  opening the cart drawer adds ${kb(added)} KB gzip; click → open drawer ${timing.open.toFixed(1)} ms, → hydrated island ${timing.hydrated.toFixed(1)} ms`,
    );
    await context.close();
  }
} finally {
  await close();
}
