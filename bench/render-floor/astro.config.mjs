// @ts-check
/**
 * The framework's floor (issue 42, bench/render-floor.mjs): a minimal Astro app on the shop's own
 * Astro, adapter and Node, whose one page only emits bytes the shop rendered. Built by the bench
 * into a scratch directory (FLOOR_OUT), never by the shop's build.
 */
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  outDir: process.env.FLOOR_OUT ?? './dist',
  // The shop's pages carry their own links and scripts: nothing may be added to their bytes.
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
});
