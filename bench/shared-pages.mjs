#!/usr/bin/env node
/**
 * A category page of 24 products as a guest gets it (issue 14, "Numbers"):
 *  - warm: the built storefront (its shared-page cache on) against a bare Node
 *    `http.createServer` sending the very same bytes and headers, 50 connections, autocannon;
 *    the ratio of their requests/s (budget ≥ 0.5×);
 *  - cold: the same page rendered every time (cache off), one request at a time, p50 and p90
 *    (budget p50 ≤ 30 ms against the reference backend).
 * The reference backend runs in this process on a fresh seeded database; the two servers under
 * load run in child processes of their own, so the load generator does not share their CPU.
 * WordPress: CMS_URL as for the storefront (menus are cached after the warm-up either way).
 *
 *   npm run build && npx node bench/shared-pages.mjs [/category/pasta] [seconds=10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBackend } from '../reference-backend/server.ts';
import { bareServer, child, fetchPage, PAGE_HEADERS, stopChildren } from './bare-server.mjs';

const PATH = process.argv[2] ?? '/category/pasta';
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = 50;
const COLD_CALLS = 300;
const dataDir = mkdtempSync(join(tmpdir(), 'sporta-shared-pages-bench-'));
const backend = await startBackend({ port: 0, dataDir, log: () => {} });
const storefront = (pageCache) =>
  child(
    [
      '--input-type=module',
      '-e',
      `const { startStorefront } = await import(${JSON.stringify(new URL('../scripts/serve.mjs', import.meta.url).href)});
       const { url } = await startStorefront({ port: 0, pageCache: ${pageCache} });
       console.log(url);`,
    ],
    { EBSN_API_URL: backend.apiUrl },
  );

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: PAGE_HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

try {
  const cached = await storefront(true);
  // The first request renders and keeps the page; its copy is what the bare server sends.
  await fetchPage(`${cached}${PATH}`);
  const { headers: kept, body } = await fetchPage(`${cached}${PATH}`);
  if (kept['x-sporta-page-cache'] !== 'HIT')
    throw new Error(`${PATH} was not served from the shared-page cache`);
  const plain = await bareServer({ headers: kept, body });

  const shop = await load(`${cached}${PATH}`);
  const baseline = await load(`${plain}/`);
  if (shop.non2xx > 0 || shop.errors > 0)
    throw new Error(`storefront: ${shop.non2xx} non-2xx, ${shop.errors} errors`);

  const cold = await storefront(false);
  for (let i = 0; i < 30; i += 1) await fetchPage(`${cold}${PATH}`);
  const times = [];
  for (let i = 0; i < COLD_CALLS; i += 1) {
    const started = performance.now();
    const { headers: answer } = await fetchPage(`${cold}${PATH}`);
    if (answer['x-sporta-page-cache']) throw new Error('the cold server kept a page');
    times.push(performance.now() - started);
  }

  const ratio = shop.requests.average / baseline.requests.average;
  const p50 = percentile(times, 50);
  console.log(`${PATH}, a guest, ${(body.length / 1024).toFixed(1)} KB gzip`);
  console.log(
    `  warm, ${CONNECTIONS} connections, ${SECONDS} s: storefront ${Math.round(shop.requests.average)} req/s (p50 ${shop.latency.p50} ms), bare Node server ${Math.round(baseline.requests.average)} req/s (p50 ${baseline.latency.p50} ms)`,
  );
  console.log(`  ratio ${ratio.toFixed(2)}× — budget ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
  console.log(
    `  cold (rendered every time), ${COLD_CALLS} requests one at a time: p50 ${p50.toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms — budget p50 ≤ 30 ms: ${p50 <= 30 ? 'met' : 'NOT met'}`,
  );
} finally {
  stopChildren();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
