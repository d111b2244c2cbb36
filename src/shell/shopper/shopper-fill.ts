/**
 * The top bar of a page shared by signed-in shoppers (src/platform/server/caching/shared-pages.ts) carries
 * nobody's name or cart count: this inline script, written right after it, fills them in from
 * the shopper's own page-readable cookies before the first paint, so nothing flickers. The
 * shell's module (shopper.ts `seedSession`) reads the same cookies into `$session` afterwards.
 * Static text: astro.config.mjs hashes it into every page's Content-Security-Policy.
 */
// With its extension: astro.config.mjs loads this file in Node, which finds no extensionless path.
import { CART_COUNT_COOKIE, SHOPPER_NAME_COOKIE } from '../../platform/cookies.ts';

/** The cookies the script reads (platform/cookies.ts). */
export const FILLED_FROM = { name: SHOPPER_NAME_COOKIE, cartCount: CART_COUNT_COOKIE } as const;

/**
 * The one cookie reader in src not made of the `cookie` package (platform/cookies.ts `cookieIn`):
 * this script runs before any module, so it cannot import one. Tested to read what `cookieIn` reads.
 */
export const PAGE_COOKIE_READER = `function (cookie, name) {
    var found = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(cookie);
    try { return found ? decodeURIComponent(found[1]) : ''; } catch (e) { return ''; }
  }`;

export const SHOPPER_FILL_SCRIPT = `(function () {
  var read = ${PAGE_COOKIE_READER};
  var name = read(document.cookie, ${JSON.stringify(FILLED_FROM.name)});
  var count = Math.max(0, parseInt(read(document.cookie, ${JSON.stringify(FILLED_FROM.cartCount)}), 10) || 0);
  var button = document.querySelector('[data-shopper-label]');
  var text = document.querySelector('[data-shopper-name]');
  var badge = document.querySelector('[data-cart-count]');
  if (name && button && text) {
    text.textContent = name;
    button.setAttribute('aria-label', name + ', ' + button.getAttribute('data-shopper-label'));
  }
  if (badge) { badge.textContent = String(count); badge.hidden = count === 0; }
})();`;
