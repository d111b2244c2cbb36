/**
 * Astro integration: after `astro build`, bundles the shop's service worker
 * (src/shell/app-update/web-app/service-worker.ts → dist/client/sw.js, one classic script) with this build's
 * version in its cache's name, so each build's worker is a new one and its caches replace the
 * last build's. scripts/serve.mjs serves it with its own headers (never cached by HTTP, a CSP that
 * lets it fetch the shop). `astro dev` has no worker: the registration fails quietly there.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url));

/** The build's version: its hashed assets' names, which change whenever any of them does. */
function buildVersion() {
  const names = readdirSync(new URL('_astro/', `file://${CLIENT}`)).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
}

export const serviceWorkerBuild = {
  name: 'sporta-service-worker',
  hooks: {
    'astro:build:done': async ({ logger }) => {
      const { build } = await import('vite');
      const version = buildVersion();
      await build({
        root: ROOT,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        define: { __SPORTA_SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir: 'dist/client',
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: 'src/shell/app-update/web-app/service-worker.ts',
            formats: ['iife'],
            name: 'sportaServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      logger.info(`dist/client/sw.js: the service worker, version ${version}`);
    },
  },
};
