// @ts-check

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { nodeProxyBuild } from './scripts/node-proxy-build.mjs';
import { PAGE_CSP_DIRECTIVES } from './src/platform/security-headers.ts';
import { SCROLL_RESTORATION_SCRIPT } from './src/shell/scroll-restoration.ts';
import { SHOPPER_FILL_SCRIPT } from './src/shell/shopper-fill.ts';

/** @param {string} script @returns {`sha256-${string}`} */
const hashOf = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/** `client:intent`: overlays hydrate on intent, not on idle (src/shell/intent-directive.ts). */
const intentDirective = {
  name: 'sporta-intent-directive',
  hooks: {
    /** @param {import('astro').HookParameters<'astro:config:setup'>} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'intent',
        entrypoint: fileURLToPath(new URL('./src/shell/intent-directive.ts', import.meta.url)),
      });
      // The cart's controls: hydrated over the product cards' slots (src/shell/cart-directive.ts).
      addClientDirective({
        name: 'cart',
        entrypoint: fileURLToPath(new URL('./src/shell/cart-directive.ts', import.meta.url)),
      });
    },
  },
};

const publicSiteUrl = process.env.PUBLIC_SITE_URL?.trim();

// Server output: catalogue pages render per request with the shopper's session
// (prices depend on the chosen store); content pages are cached (see src/features/content).
export default defineConfig({
  output: 'server',
  // The shop's public origin, for whatever of Astro's reads `site` (Astro.site). The shop's own
  // absolute links read PUBLIC_SITE_URL when they render (src/platform/public-origin.ts): it is
  // checked at start, and the Host of a request never makes one (issue 25).
  ...(publicSiteUrl && { site: publicSiteUrl }),
  // Middleware mode: scripts/serve.mjs serves static assets (pre-compressed) and hands the rest to Astro.
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), intentDirective, nodeProxyBuild],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
    // `astro dev` answers loopback and IP addresses (Vite's check), and the public origin's host.
    ...(publicSiteUrl && { allowedHosts: [new URL(publicSiteUrl).hostname] }),
  },
  build: { inlineStylesheets: 'always' },
  // Content-Security-Policy of every page, sent as a header (pages render on demand): Astro hashes
  // the scripts and styles it puts in the page, inline ones included (src/platform/security-headers.ts).
  security: {
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      // The shell's `is:inline` scripts: Astro does not hash what it does not process.
      scriptDirective: {
        hashes: [hashOf(SCROLL_RESTORATION_SCRIPT), hashOf(SHOPPER_FILL_SCRIPT)],
      },
      styleDirective: {
        // The ui-kit's Drawer and Dialog set their width as a CSS variable in a style attribute.
        // Attributes only: <style> elements stay hash-only (see README "Security headers").
        resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // No Markdown pages: Shiki's inline styles would need style-src 'unsafe-inline' (Astro warns).
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    build: {
      rollupOptions: {
        output: {
          // The ui-kit's smallest shared pieces in one chunk: every form, dialog and toast needs
          // them together (the fields and the message box too: the login form, the cards' controls and
          // their option dialog share them), and tiny chunks cost more to load than one chunk
          // (/login's and the cards' 100 KB budgets).
          manualChunks(id) {
            const basic =
              /ui-kit\/src\/(icons|icon-button|button|field|text-field|checkbox|response-message-box)\/|i18n\/messages\/ui-forms/;
            if (basic.test(id)) return 'ui-basics';
            // The overlays' state and the event asking for an island: always loaded together.
            if (/shell\/overlay(-request)?\.ts/.test(id)) return 'overlay';
            // What every page's shell and the listing's script share before any interaction.
            if (/platform\/routes\.ts|shell\/came-back\.ts/.test(id)) return 'navigation';
            return undefined;
          },
        },
      },
    },
  },
});
