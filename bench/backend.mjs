#!/usr/bin/env node
/**
 * Reference backend figures (issue 4): cold start with seeding (budget 3 s), p50 of cart/view with
 * a 2-line cart (budget 5 ms) and of a 24-product listing (budget 10 ms), over loopback HTTP.
 *
 *   npm run bench:backend [-- 500]      (requests per measurement, default 300)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../reference-backend/server.ts';

const rounds = Number(process.argv[2] ?? 300);
const dataDir = mkdtempSync(join(tmpdir(), 'sporta-bench-backend-'));

const started = performance.now();
const backend = await startBackend({ port: 0, dataDir, devHooks: true, log: () => {} });
const coldStartMs = performance.now() - started;

const state = await fetch(`${backend.url}/_dev/provider-state`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ state: 'a shopper with two items in the cart' }),
}).then((r) => r.json());
const headers = { 'x-ebsn-session': state['x-ebsn-session'] };
const category = await fetch(`${backend.apiUrl}/category?filtered=false`)
  .then((r) => r.json())
  .then((body) => body.data?.categories?.[0]?.categoryId ?? body.data?.[0]?.categoryId);

async function p50(url, init) {
  for (let i = 0; i < 20; i++) await (await fetch(url, init)).arrayBuffer();
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await (await fetch(url, init)).arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const cartMs = await p50(`${backend.apiUrl}/cart/view`, { headers });
const listingUrl = `${backend.apiUrl}/products?${category ? `parent_category_id=${category}&` : ''}page=1&page_size=24`;
const listing = await fetch(listingUrl).then((r) => r.json());
const listingMs = await p50(listingUrl);

await backend.stop();
rmSync(dataDir, { recursive: true, force: true });

const row = (name, value, budget, unit) =>
  console.log(
    `${name.padEnd(34)} ${value.toFixed(2).padStart(8)} ${unit}  budget ${budget} ${unit}  (${(value / budget).toFixed(2)}× of budget)`,
  );
console.log(`reference backend, ${rounds} requests per figure, loopback`);
row('cold start with seeding', coldStartMs, 3000, 'ms');
row('cart/view p50 (2 lines)', cartMs, 5, 'ms');
row(`products listing p50 (${listing.data?.products?.length ?? 0} products)`, listingMs, 10, 'ms');
