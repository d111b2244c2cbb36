/**
 * `client:cart="cart-controls"`: the cart's controls island (features/cart/adding/CartControls.tsx),
 * whose parts are the add-to-cart slots the server rendered in the cards and the product page
 * (`data-intent-for="cart-controls"`). It comes alive on the first intent over a slot — a press
 * before then is held back and done once it is live (intent-directive.ts) — or, for a shopper
 * with products in the cart (the cart count's cookie says so before any script of the shop
 * runs), as soon as a slot scrolls into view, so the cards show their quantities. Never while the
 * page loads. Its own directive: pages without slots (/login) carry none of this.
 */
import type { ClientDirective } from 'astro';
import { cartCountIn } from '../../platform/cookies';
import { withChunkDeadline } from './chunk-deadline';
import { hydrateOnIntent } from './intent-directive';

const cart: ClientDirective = (load, options, island) => {
  const id = String(options.value);
  const part = `[data-intent-for="${CSS.escape(id)}"]`;
  // spec: shopping §9 "Chunk load timeout 120 s" (chunk-deadline.ts).
  const hydrate = hydrateOnIntent(
    withChunkDeadline(load, island),
    id,
    island,
    (target) => island.contains(target) || !!target.closest(part),
  );
  if (cartCountIn(document.cookie) === 0) return;
  const watcher = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    watcher.disconnect();
    void hydrate();
  });
  for (const element of document.querySelectorAll(part)) watcher.observe(element);
};

export default cart;
