#!/usr/bin/env node
/**
 * Bundles the bridge (src/inject.ts) into www/sporta-bridge.js, the script the app's native layer
 * runs at document start in the shop's pages (README.md "The bridge"), with the app's settings
 * stamped in: its version, the store links, push on or off.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const appId = process.env.SPORTA_APP_ID ?? 'it.sporta.app.dev';
const settings = {
  appVersion: process.env.SPORTA_APP_VERSION ?? pkg.version,
  storeUrls: {
    android:
      process.env.SPORTA_STORE_URL_ANDROID ??
      `https://play.google.com/store/apps/details?id=${appId}`,
    ios: process.env.SPORTA_STORE_URL_IOS ?? 'https://apps.apple.com/it/app/sporta/id0000000000',
  },
  // spec: account §9 "push enabled"; SPORTA_PUSH_ENABLED=0 builds an app that never asks.
  pushEnabled: !/^(0|false|no|off)$/i.test(process.env.SPORTA_PUSH_ENABLED ?? ''),
};

await build({
  entryPoints: [new URL('../src/inject.ts', import.meta.url).pathname],
  outfile: new URL('../www/sporta-bridge.js', import.meta.url).pathname,
  bundle: true,
  format: 'iife',
  target: ['chrome89', 'safari15'],
  minify: true,
  define: { SPORTA_APP: JSON.stringify(settings) },
  logLevel: 'info',
});
