#!/usr/bin/env node
/**
 * The account pages' JavaScript (guide/architecture.md: "account pages (`/profile/*`) ≤ 120 KB
 * in total"). Against the built storefront and a reference backend of its own, a fresh copy of
 * Mario with his orders opens each page in a new context (nothing cached); printed is every
 * script the page loads, inline ones included, gzip level 9.
 *
 *   npm run build && npm run bench:account
 */
import { collectScripts, scriptBytes, startShopBench } from './shop-bench.mjs';

const BUDGET_KB = 120;
/**
 * `{897}`: Mario's delivered order, `{list:40}` his default list, `{address:301}` his office, by
 * their ids on the fresh copy.
 * The list pages' islands wake when seen (client:visible-deadline): on this phone screen, at once.
 */
const PAGES = [
  '/profile/dashboard',
  '/profile/orders',
  '/profile/orders?page=2&pending=0',
  '/profile/orders/{897}',
  '/profile/lists',
  '/profile/lists/{list:40}',
  '/profile/profile-update',
  '/profile/advanced-security',
  '/profile/update-email',
  '/profile/update-password',
  '/profile/gift',
  '/profile/news-list',
  '/profile/addresses',
  '/profile/addresses/manage',
  '/profile/addresses/manage/{address:301}',
];
const kb = (bytes) => (bytes / 1024).toFixed(2);

const { baseUrl, shopperPage, close } = await startShopBench('account');
try {
  for (const template of PAGES) {
    const { page, context, shopper } = await shopperPage(
      {
        like: 1001,
        orders: true,
        lists: true,
        giftCertificates: true,
        pastCertificates: true,
        messages: true,
      },
      { width: 390, height: 844 },
    );
    const path = template
      .replace(/\{(\d+)\}/, (_, old) => String(shopper.orders[old]))
      .replace(/\{list:(\d+)\}/, (_, old) => String(shopper.lists[old]))
      .replace(/\{address:(\d+)\}/, (_, old) => String(shopper.addresses[old]));
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // Signed in, on the page asked for (not Home with the login dialog).
    if (!new URL(page.url()).pathname.startsWith('/profile/'))
      throw new Error(`${path}: not shown to the shopper (${page.url()})`);
    const rows = await page
      .locator(
        '[data-order-id], [data-order-item-id], [data-list-id], [data-list-detail] article, [data-address-id]',
      )
      .count();
    const total = await scriptBytes(page, scripts);
    console.log(
      `${path}: ${kb(total)} KB gzip JavaScript (${scripts.size} files, ${rows} orders, lists, addresses or lines shown) — budget ${BUDGET_KB} KB, ${((total / 1024 / BUDGET_KB) * 100).toFixed(0)}%`,
    );
    await context.close();
  }
} finally {
  await close();
}
