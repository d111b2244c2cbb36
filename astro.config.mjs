// @ts-check

import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

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
    },
  },
};

// Server output: catalogue pages render per request with the shopper's session
// (prices depend on the chosen store); content pages are cached (see src/features/content).
export default defineConfig({
  output: 'server',
  // Middleware mode: scripts/serve.mjs serves static assets (pre-compressed) and hands the rest to Astro.
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), intentDirective],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
  },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
});
