/**
 * The top bar of a page shared by signed-in shoppers (src/platform/server/caching/shared-pages.ts) carries
 * nobody's name or cart count: this inline script, written right after it, fills them in from
 * the shopper's own page-readable cookies before the first paint, so nothing flickers. The
 * shell's module (shopper.ts `seedSession`) reads the same cookies into `$session` afterwards.
 * Static text: astro.config.mjs hashes it into every page's Content-Security-Policy.
 */

/** The cookies' names (shopper.ts, cart-count.ts; tested to agree): this file imports nothing, astro.config.mjs loads it. */
export const FILLED_FROM = { name: 'sporta_shopper_name', cartCount: 'sporta_cart_count' } as const;

export const SHOPPER_FILL_SCRIPT = `(function () {
  var read = function (name) {
    var found = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie);
    try { return found ? decodeURIComponent(found[1]) : ''; } catch (e) { return ''; }
  };
  var name = read(${JSON.stringify(FILLED_FROM.name)});
  var count = Number(read(${JSON.stringify(FILLED_FROM.cartCount)})) || 0;
  var button = document.querySelector('[data-shopper-label]');
  var text = document.querySelector('[data-shopper-name]');
  var badge = document.querySelector('[data-cart-count]');
  if (name && button && text) {
    text.textContent = name;
    button.setAttribute('aria-label', name + ', ' + button.getAttribute('data-shopper-label'));
  }
  if (badge) { badge.textContent = String(count); badge.hidden = count === 0; }
})();`;
