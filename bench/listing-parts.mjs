#!/usr/bin/env node
/**
 * What a listing's render cannot do without (issue 42): the parts of `/search?q=pasta` every
 * design pays for a search nobody made in the last seconds, each alone, in CPU ms of this process:
 *
 * - the product search's HTTP round trip (fetch and the answer's text, no SDK);
 * - its JSON;
 * - the whole SDK call (request layer, envelope, checks of the 24 products);
 * - the 24 product cards (the ui-kit's ProductCard): rendered through React, none kept; kept and
 *   found by each product's JSON; kept and found by the product itself, as for a shared answer.
 *
 * The reference backend answers from a process of its own, so only the storefront's side counts.
 * Compare with `bench/render-floor.mjs`: the floor's CPU per answer for the page's bytes.
 *
 *   npx node bench/listing-parts.mjs [calls=1000]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../scripts/free-port.mjs';

const CALLS = Number(process.argv[2] ?? 1000);
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'sporta-listing-parts-'));

const port = await freePort();
const backend = spawn(
  process.execPath,
  ['reference-backend/start.ts', '--reset', '--port', String(port), '--data-dir', join(work, 'db')],
  { cwd: root, stdio: 'ignore' },
);
const apiUrl = `http://127.0.0.1:${port}/ebsn/api`;
for (;;) {
  if (backend.exitCode !== null) throw new Error('the reference backend stopped');
  const up = await fetch(`${apiUrl}/version.json`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// The cards and the SDK as the storefront's build has them: TSX through esbuild, production React.
const entry = join(work, 'entry.tsx');
writeFileSync(
  entry,
  `import { createEbsnClient, noTokenStore } from '${root}sdk/src/index.ts';
import { productCardsMarkup } from '${root}src/features/catalogue/product/product-cards.tsx';
export const client = (baseUrl) =>
  createEbsnClient({ baseUrl, tokens: noTokenStore(), clientUuid: '0'.repeat(32), cache: false });
export const cards = (products) => productCardsMarkup({ products, label: 'Prodotti', eager: 4 });
`,
);
const bundle = join(work, 'parts.mjs');
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  nodePaths: [join(root, 'node_modules')],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: {
    js: "import { createRequire as sportaRequire } from 'node:module'; const require = sportaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const { client, cards } = await import(pathToFileURL(bundle).href);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** CPU ms per call of `work`, after a tenth as many to warm up. */
async function perCall(work) {
  for (let i = 0; i < CALLS / 10; i++) await work();
  const before = cpuMs();
  for (let i = 0; i < CALLS; i++) await work();
  return (cpuMs() - before) / CALLS;
}

const searchUrl = `${apiUrl}/products?page=1&page_size=24&q=pasta`;
const text = await (await fetch(searchUrl)).text();
const list = await client(apiUrl).product.search('pasta');
// Products no card was kept for: another id each time (the key is the product's JSON).
let unseen = 0;
const unseenProducts = () =>
  list.products.map((product) => ({ ...product, productId: product.productId + 1e6 * ++unseen }));
// A shared answer's products: frozen, the same objects on every render (@sporta/sdk response-cache.ts).
const shared = list.products.map((product) => Object.freeze({ ...product }));
const figures = {
  'the answer over HTTP (fetch, text)': await perCall(() => fetch(searchUrl).then((a) => a.text())),
  'its JSON': await perCall(() => JSON.parse(text)),
  'the SDK call (all in)': await perCall(() => client(apiUrl).product.search('pasta')),
  [`the ${list.products.length} cards through React, none kept`]: await perCall(() =>
    cards(unseenProducts()),
  ),
  [`the ${list.products.length} cards kept, found by JSON`]: await perCall(() =>
    cards(list.products),
  ),
  [`the ${list.products.length} cards kept, shared answer`]: await perCall(() => cards(shared)),
};
console.log(
  `/search?q=pasta: the answer ${(text.length / 1024).toFixed(1)} KB, cards ${(cards(list.products).length / 1024).toFixed(1)} KB of HTML; CPU ms each, ${CALLS} times`,
);
for (const [part, ms] of Object.entries(figures))
  console.log(`  ${part.padEnd(40)} ${ms.toFixed(3)} ms`);

backend.kill('SIGTERM');
rmSync(work, { recursive: true, force: true });
