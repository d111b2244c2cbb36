/**
 * Astro integration: after `astro build`, bundles the /ebsn/api proxy for the Node server
 * (src/platform/node-proxy.ts → dist/node/ebsn-proxy.mjs), which scripts/serve.mjs mounts before
 * Astro (issue 12: the proxy's overhead budget). Vite is the bundler Astro itself builds with;
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
          ssr: 'src/platform/node-proxy.ts',
          outDir: 'dist/node',
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'ebsn-proxy.mjs' } },
        },
      });
      logger.info('dist/node/ebsn-proxy.mjs: the /ebsn/api proxy for scripts/serve.mjs');
    },
  },
};
