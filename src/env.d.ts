/// <reference types="astro/client" />

declare global {
  /**
   * The running build's version, stamped at build time (astro.config.mjs): SPORTA_APP_VERSION, else
   * the client version the shop sends the API. The version check compares it with version.json.
   */
  const __SPORTA_APP_VERSION__: string;

  namespace App {
    interface Locals {
      /** The shopper's SDK for this request (platform/server/shopper.server.ts), built on first use. */
      readonly ebsn: import('@sporta/sdk').EbsnClient;
      /** Who is shopping; loaded by the middleware before a page renders. */
      shopper: import('./platform/shopper/shopper').Shopper;
      /** The back-office operator on admin-flagged routes (set by the middleware's admin guard). */
      ssoUser?: import('@sporta/sdk').SsoUser;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the shopper shows intent to open this overlay (src/shell/hydration/intent-directive.ts). */
    'client:intent'?: string;
    /** Hydrate the cart's controls over the product slots (src/shell/hydration/cart-directive.ts). */
    'client:cart'?: string;
    /** Astro's `client:idle`, its code given 120 s to arrive (src/shell/hydration/idle-directive.ts). */
    'client:idle-deadline'?: IdleRequestOptions | boolean;
    /** Astro's `client:visible`, its code given 120 s to arrive (src/shell/hydration/visible-directive.ts). */
    'client:visible-deadline'?: Pick<IntersectionObserverInit, 'rootMargin'> | boolean;
  }
}

export {};
