// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Server output: catalogue pages render per request with the shopper's session
// (prices depend on the chosen store); content pages are cached (see src/content).
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
  },
  i18n: undefined,
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
});
