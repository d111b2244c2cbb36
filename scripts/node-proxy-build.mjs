/**
 * Astro integration: after `astro build`, bundles the /ebsn/api proxy and the shared-page cache
 * for the Node server (src/platform/server/proxy/node-proxy.ts → dist/node/ebsn-proxy.mjs,
 * src/platform/server/caching/node-page-cache.ts → dist/node/page-cache.mjs), which scripts/serve.mjs mounts
 * before Astro (issue 12: the proxy's overhead budget; issue 14: shared pages' throughput). Vite is the bundler Astro itself builds with;
 * npm packages stay imports (they are installed where the storefront runs), the shop's own
 * workspace packages are bundled in.
 */
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export const nodeProxyBuild = {
  name: 'sporta-node-proxy',
  hooks: {
    'astro:build:done': async ({ logger }) => {
      const { build } = await import('vite');
      await build({
        root: ROOT,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        ssr: { noExternal: [/^@sporta\//] },
        build: {
          ssr: true,
          outDir: 'dist/node',
          emptyOutDir: true,
          minify: false,
          rollupOptions: {
            input: {
              'ebsn-proxy': 'src/platform/server/proxy/node-proxy.ts',
              'page-cache': 'src/platform/server/caching/node-page-cache.ts',
            },
            output: { entryFileNames: '[name].mjs' },
          },
        },
      });
      logger.info('dist/node: the /ebsn/api proxy and the shared-page cache for scripts/serve.mjs');
    },
  },
};
