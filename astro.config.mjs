// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Server output: catalogue pages render per request with the shopper's session
// (prices depend on the chosen store); content pages are cached (see src/content).
export default defineConfig({
  output: 'server',
  // Middleware mode: scripts/serve.mjs serves static assets (pre-compressed) and hands the rest to Astro.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
  },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
});
