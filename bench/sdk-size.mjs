#!/usr/bin/env node
/**
 * What @sporta/sdk's EBSN client adds to a browser bundle (issue 3 budget: ≤ 6 KB gzip on top of
 * openapi-fetch). Method: esbuild bundles an entry for the browser (minified ESM, target es2022)
 * with openapi-fetch, zod and @sporta/i18n left external, and the output is gzip-compressed at
 * level 9. Two entries are measured:
 *   - the storefront's browser set: createEbsnCore + the areas its islands use (cart, checkout,
 *     auth, timeslot, address, store, category, product, wishlist, order) — the budgeted figure;
 *   - the whole client, createEbsnClient with all 17 areas (141 operations), for servers and
 *     other fronts — printed for reference.
 * The externals are then measured alone, the same way, so the whole cost is visible too.
 * The WordPress content client is not part of either: content is loaded on the server.
 *
 *   npx node bench/sdk-size.mjs
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_BYTES = 6 * 1024;
const root = new URL('..', import.meta.url).pathname;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);

async function bundle(contents, external) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  return { raw: text.length, gzip: gzip(text) };
}

const EXTERNAL = ['openapi-fetch', 'zod', 'zod/mini', '@sporta/i18n'];
const BROWSER_AREAS = [
  'cart',
  'checkout',
  'auth',
  'timeslot',
  'address',
  'store',
  'category',
  'product',
  'wishlist',
  'order',
];
const sdk = await bundle(
  `export { createEbsnCore, noTokenStore, EbsnError, ${BROWSER_AREAS.map((area) => `${area}Area`).join(', ')} } from './sdk/src/index.ts';`,
  [...EXTERNAL, '@wordpress/api-fetch'],
);
const whole = await bundle(
  `export { createEbsnClient, noTokenStore, EbsnError } from './sdk/src/index.ts';`,
  [...EXTERNAL, '@wordpress/api-fetch'],
);
const openapiFetch = await bundle(`export { default } from 'openapi-fetch';`, []);
const zodMini = await bundle(
  `import * as z from 'zod/mini'; export const s = z.looseObject({ a: z.optional(z.union([z.number(), z.string()])), b: z.array(z.record(z.string(), z.string())), c: z.nullable(z.number()) });`,
  [],
);

console.log('@sporta/sdk in a browser bundle (esbuild, minified ESM, gzip -9)\n');
const row = (label, size) =>
  console.log(`  ${label.padEnd(52)}${kb(size.gzip)}${size.raw ? `   raw ${kb(size.raw)}` : ''}`);
row(`browser set: core + ${BROWSER_AREAS.length} areas (the budgeted figure)`, sdk);
row('whole client: all 17 areas, 141 operations', whole);
row('openapi-fetch (external above, for reference)', { gzip: openapiFetch.gzip });
row('zod/mini core the schemas use (external above)', { gzip: zodMini.gzip });
console.log(
  `\n  budget: browser set on top of openapi-fetch ≤ ${kb(BUDGET_BYTES).trim()} → ${sdk.gzip <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
);
process.exitCode = sdk.gzip <= BUDGET_BYTES ? 0 : 1;
