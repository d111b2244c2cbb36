// @ts-check

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { nodeProxyBuild } from './scripts/node-proxy-build.mjs';
import { reactMarks } from './scripts/react-marks.mjs';
import { renderFixes } from './scripts/render-fixes.mjs';
import { serviceWorkerBuild } from './scripts/service-worker-build.mjs';
import { EBSN_VERSION } from './sdk/src/version.ts';
import { PAGE_CSP_DIRECTIVES } from './src/platform/server/gates/security-headers.ts';
import { SCROLL_RESTORATION_SCRIPT } from './src/shell/frame/scroll-restoration.ts';
import { SHOPPER_FILL_SCRIPT } from './src/shell/shopper/shopper-fill.ts';

/** @param {string} script @returns {`sha256-${string}`} */
const hashOf = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * The shop's client directives (src/shell/hydration/README.md): `client:intent`, overlays hydrate on
 * intent, not on idle (intent-directive.ts); every lazy island's code has 120 s to arrive.
 */
const intentDirective = {
  name: 'sporta-intent-directive',
  hooks: {
    /** @param {import('astro').HookParameters<'astro:config:setup'>} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'intent',
        entrypoint: fileURLToPath(
          new URL('./src/shell/hydration/intent-directive.ts', import.meta.url),
        ),
      });
      // The cart's controls: hydrated over the product cards' slots (src/shell/hydration/cart-directive.ts).
      addClientDirective({
        name: 'cart',
        entrypoint: fileURLToPath(
          new URL('./src/shell/hydration/cart-directive.ts', import.meta.url),
        ),
      });
      // Astro's `client:idle` and `client:visible`, their code with the same 120 s deadline
      // (spec: shopping §9 "Chunk load timeout 120 s"; src/shell/hydration/idle-directive.ts).
      addClientDirective({
        name: 'idle-deadline',
        entrypoint: fileURLToPath(
          new URL('./src/shell/hydration/idle-directive.ts', import.meta.url),
        ),
      });
      addClientDirective({
        name: 'visible-deadline',
        entrypoint: fileURLToPath(
          new URL('./src/shell/hydration/visible-directive.ts', import.meta.url),
        ),
      });
    },
  },
};

/**
 * How the browser's JavaScript is cut into chunks. The ui-kit's smallest shared pieces in one chunk:
 * every form, dialog and toast needs them together, and tiny chunks cost more to load than one
 * chunk (/login's and the cards' 100 KB budgets). The sign-in form's own modules in one chunk too,
 * without their dependencies (the SDK's core, the stores), which stay shared where they are.
 */
const CLIENT_CHUNK_GROUPS = [
  {
    name: 'ui-basics',
    test: /ui-kit\/src\/(icons|icon-button|button|field|text-field|checkbox|response-message-box)\/|i18n\/messages\/ui-forms/,
  },
  // The overlays' state and the event asking for an island: always loaded together.
  { name: 'overlay', test: /shell\/overlay\/overlay(-request)?\.ts/ },
  // What every page's shell and the listing's script share before any interaction.
  { name: 'navigation', test: /platform\/routes\.ts|shell\/frame\/came-back\.ts/ },
  // The shell's stores every page starts with (the shopper, toasts, requests under way, whether
  // guests have a cart) and the cookies they read (names, the `cookie` package's reader): one
  // chunk, however the islands loaded later share them.
  {
    name: 'shell-state',
    test: /platform\/(shopper\/(shopper|anonymous-cart)|cookies)\.ts$|shell\/overlay\/(toasts|requests)\.ts$|node_modules\/cookie\//,
    includeDependenciesRecursively: false,
  },
  // The cart's state, its count (with nanostores' computed) and its mark across tabs: what the
  // shell loads for a shopper who has a cart, and every cart island shares — never a guest's /login.
  {
    name: 'cart-state',
    test: /platform\/shopper\/cart-(state|mark)\.ts$|nanostores[\\/](computed|lifecycle)[\\/]/,
    includeDependenciesRecursively: false,
  },
  // What the product cards' controls, the cart and the lists share once the shopper acts: the
  // money and quantity rules, the cart's calls with its answer's check, the outcome of an action
  // (/category's budget).
  {
    name: 'shop-basics',
    test: /packages\/rules\/src\/(money|quantities|shopping-readiness)\.ts$|packages\/i18n\/format\.ts$|packages\/i18n\/messages\/ui-catalogue\.ts$|src\/platform\/(results\/outcome|results\/failure-text|slots\/cart-slot)\.ts$|sdk\/src\/(areas\/cart|cart-answer|checks)\.ts$|@nanostores[\\/]react/,
    includeDependenciesRecursively: false,
  },
  // The sign-in form's own modules, and the password field the other account forms share with it
  // (they load this chunk; never a module that features asking for a shopper import: see 'auth').
  {
    name: 'sign-in',
    test: /features\/auth\/(LoginForm|LoginPageForm|social\/social-channel|captcha\/captcha)\.tsx?$|i18n\/messages\/login\.ts$|ui-kit\/src\/password-field\/|platform\/production-settings\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The sign-in actions with the SDK's sign-in call: what a feature asking for a shopper loads.
  {
    name: 'auth',
    test: /features\/auth\/auth\.ts$|sdk\/src\/(areas\/sign-in|sign-in-answer)\.ts$/,
    includeDependenciesRecursively: false,
  },
];

const publicSiteUrl = process.env.PUBLIC_SITE_URL?.trim();

/**
 * The version of this build, which the version check compares with the API's version.json (src/
 * shell/app-update/version-check.ts, README "App version"): the release's version, set by the release build
 * (`SPORTA_APP_VERSION=5.12.0 npm run build`); unset, the client version the shop sends the API
 * (x-ebsn-version), which the reference backend also announces, so a development shop never prompts.
 */
const appVersion = process.env.SPORTA_APP_VERSION?.trim() || EBSN_VERSION;

/**
 * The mobile app's page side (src/features/auth/app/app-page.ts) at a stable address, /app/page.js,
 * which the app's bridge imports (app/src/bridge.ts): an entry of the browser build, so it shares
 * the pages' chunks and stores (the toasts shown are the page's). No page imports it: browsers never load it.
 */
const appPageEntry = {
  name: 'sporta-app-page',
  apply: /** @type {const} */ ('build'),
  /** @this {{ environment?: { name: string }, emitFile(file: { type: 'chunk', id: string, fileName: string }): string }} */
  buildStart() {
    if (this.environment?.name !== 'client') return;
    this.emitFile({
      type: 'chunk',
      id: fileURLToPath(new URL('./src/features/auth/app/app-page.ts', import.meta.url)),
      fileName: 'app/page.js',
    });
  },
};

// Server output: catalogue pages render per request with the shopper's session
// (prices depend on the chosen store); content pages are cached (see src/features/content).
export default defineConfig({
  output: 'server',
  // The shop's public origin, for whatever of Astro's reads `site` (Astro.site). The shop's own
  // absolute links read PUBLIC_SITE_URL when they render (src/platform/server/public-origin.ts): it is
  // checked at start, and the Host of a request never makes one (issue 25).
  ...(publicSiteUrl && { site: publicSiteUrl }),
  // Middleware mode: scripts/serve.mjs serves static assets (pre-compressed) and hands the rest to Astro.
  // A page is rendered to one string, not streamed: every page awaits its data before its first
  // byte and is compressed whole (compression.ts), so the stream only added a promise, a byte
  // array and a socket write per chunk (CPU per render 0.77–0.95×, bench/render-cpu.mjs).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [
    // React renders each component to a string, not through a stream: the stream's machinery was
    // 17% of a listing's CPU (bench/render-cpu.mjs, issue 42), and no server render waits on a
    // lazy part (each renders it once hydrated), which is all a stream would add. The string
    // render keeps the island's useId prefix through scripts/render-fixes.mjs.
    react({ experimentalDisableStreaming: true }),
    intentDirective,
    nodeProxyBuild,
    serviceWorkerBuild,
  ],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
    // `astro dev` answers loopback and IP addresses (Vite's check), and the public origin's host.
    ...(publicSiteUrl && { allowedHosts: [new URL(publicSiteUrl).hostname] }),
  },
  // The shop's styles as files the browser keeps (with vite's cssCodeSplit off below: the same two
  // sheets on every page, the server's and the islands'), not 68 KB inlined in each page: every uncached
  // render hashed and gzipped them again (issue 31, bench/scaled.mjs: /faq 326 → 516 req/s);
  // Lighthouse mobile stays 100 on Home, /faq and /category/pasta.
  build: { inlineStylesheets: 'never' },
  // Content-Security-Policy of every page, sent as a header (pages render on demand): Astro hashes
  // the scripts and styles it puts in the page, inline ones included (src/platform/server/gates/security-headers.ts).
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
    // Two stylesheets for the whole shop rather than ~25 per page (see build.inlineStylesheets).
    build: { cssCodeSplit: false, sourcemap: process.env.SPORTA_SOURCEMAP === '1' },
    define: { __SPORTA_APP_VERSION__: JSON.stringify(appVersion) },
    plugins: [
      appPageEntry,
      reactMarks,
      renderFixes,
      {
        // The browser's chunks only: the server's entry signatures are Astro's to keep.
        name: 'sporta-client-chunks',
        configEnvironment(name) {
          if (name !== 'client') return undefined;
          return {
            build: {
              rollupOptions: {
                // Needed by a group that leaves its modules' dependencies where they are.
                preserveEntrySignatures: 'allow-extension',
                output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } },
              },
            },
          };
        },
      },
    ],
  },
});
