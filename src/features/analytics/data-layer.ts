/**
 * The dataLayer (Google Tag Manager's `window.dataLayer`, GTM-style events), loaded only once a
 * shopper who accepted analytics cookies does something reported (index.ts decides). With a
 * tag-manager id configured (PUBLIC_GTM_ID, rendered on the page by the shell) the tag manager
 * loads here too, on the same terms; the pages where that can happen allow its origin in their
 * CSP (`tagManager` in src/platform/server/gates/security-headers.ts).
 */
import type { Purchase } from './purchase';

export type DataLayerEvent = Record<string, unknown> & { event?: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Where GTM's script comes from (and what the CSP allows for it). */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

function dataLayer(): DataLayerEvent[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushLogin(): void {
  startTagManager();
  dataLayer().push({ event: 'login', method: 'sporta' });
}

export function pushPurchase(purchase: Purchase): void {
  startTagManager();
  // GA4's advice: clear the previous ecommerce object so its fields do not leak into this one.
  dataLayer().push({ ecommerce: null });
  dataLayer().push({ event: 'purchase', ecommerce: purchase });
}

/** GTM's own snippet, without its inline script (the CSP allows none): once per page. */
function startTagManager(): void {
  // Checked by the server (tagManagerId in src/platform/config.ts); absent when none is configured.
  const id = document.body.dataset.tagManager;
  if (!id || document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
