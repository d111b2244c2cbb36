#!/usr/bin/env node
/**
 * A render against Astro's own floor (issue 42): the shop's uncached rate for a page, as a ratio
 * of a minimal Astro app (bench/render-floor/, same Astro, adapter and Node) that serves the very
 * bytes the shop just rendered through one page that only emits them. The ratio is what this
 * project adds to a render; the framework's routing and response are in both.
 *
 * One storefront process (no Varnish) on a backend and WordPress of its own; 20 connections, a
 * query string of its own per request (no cache holds it), `accept-encoding: identity`. The shop
 * and the floor take turns, twice each, and the best of each counts: this machine varies by ±30%
 * between runs, the ratio far less. Beside the rates, each side's CPU per answer (read from
 * /proc, the least of its turns): their ratio holds even on a machine busy with other work.
 * Budgets: /search and /category/pasta ≥ 0.3×, /faq and a product page ≥ 0.4×, /robots.txt (an
 * endpoint) ≥ 0.9× of an Astro endpoint; /category/pasta's HTML ≤ 80 KB.
 *
 *   npm run build && npx node bench/render-floor.mjs [seconds=5]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { startScaledScratch } from '../scripts/start-scaled.mjs';
import { child, fetchPage, stopChildren } from './bare-server.mjs';
import { cpuMsOf, pidListeningOn } from './process-cpu.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = 20;
const TURNS = 2;
const PASTA_HTML_BUDGET = 80 * 1024;
const FLOOR_ROOT = fileURLToPath(new URL('./render-floor/', import.meta.url));
const IDENTITY = { 'accept-encoding': 'identity' };
const scratch = mkdtempSync(join(tmpdir(), 'sporta-render-floor-'));

/** Autocannon on `origin` + `path`, each request with a query string of its own; with the CPU ms per answer of the server. */
async function load(origin, path) {
  const pid = pidListeningOn(Number(new URL(origin).port));
  if (pid === undefined) throw new Error(`no process found listening at ${origin}`);
  const before = cpuMsOf(pid);
  const result = await loadOnly(origin, path);
  return { ...result, cpuMs: (cpuMsOf(pid) - before) / result.requests.total };
}

function loadOnly(origin, path) {
  const separator = path.includes('?') ? '&' : '?';
  let sent = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { accept: 'text/html', ...IDENTITY },
        requests: [
          { setupRequest: (request) => ({ ...request, path: `${path}${separator}u=${++sent}` }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The floor app built into the scratch directory and started on the held pages. */
async function startFloor(files) {
  // Inside the bench's folder: the built server resolves astro from the project's node_modules.
  const out = join(FLOOR_ROOT, 'dist');
  const built = spawnSync('npx', ['astro', 'build', '--root', FLOOR_ROOT], {
    env: { ...process.env, FLOOR_OUT: out, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the floor app did not build');
  const pages = join(scratch, 'held.json');
  writeFileSync(pages, JSON.stringify(files));
  const port = await freePort();
  return child([join(out, 'server', 'entry.mjs')], {
    HOST: '127.0.0.1',
    PORT: String(port),
    FLOOR_PAGES: pages,
  });
}

const best = (runs) =>
  runs.reduce((top, run) => (run.requests.average > top.requests.average ? run : top));
const failures = (run) => run.errors + run.non2xx;
const leastCpu = (runs) => Math.min(...runs.map((run) => run.cpuMs));

let shop;
try {
  shop = await startScaledScratch({ scratch, purgeSecret: 'render-floor-secret', instances: 1 });
  const [origin] = shop.instances;
  const listing = (await fetchPage(`${origin}/category/pasta`, IDENTITY)).body.toString('utf8');
  const product = /href="(\/product\/[^"?#]+)"/.exec(listing)?.[1];
  if (!product) throw new Error('/category/pasta links no product');
  const cases = [
    ['/faq', 0.4],
    ['/category/pasta', 0.3],
    ['/search?q=pasta', 0.3],
    [product, 0.4],
    ['/robots.txt', 0.9],
  ];
  const files = {};
  const sizes = new Map();
  for (const [path] of cases) {
    const { body } = await fetchPage(`${origin}${path}`, IDENTITY);
    const file = join(scratch, `page-${Object.keys(files).length}.html`);
    writeFileSync(file, body);
    files[new URL(path, origin).pathname] = file;
    sizes.set(path, body.length);
  }
  const floor = await startFloor(files);
  console.log(
    `one storefront process vs the Astro floor serving its bytes; ${CONNECTIONS} connections, ${SECONDS} s × ${TURNS} turns each, best of each`,
  );
  let failed = sizes.get('/category/pasta') > PASTA_HTML_BUDGET;
  for (const [path, budget] of cases) {
    const floorSize = (await fetchPage(`${floor}${new URL(path, origin).pathname}`, IDENTITY)).body
      .length;
    const shopRuns = [];
    const floorRuns = [];
    for (let turn = 0; turn < TURNS; turn += 1) {
      shopRuns.push(await load(origin, path));
      floorRuns.push(await load(floor, new URL(path, origin).pathname));
    }
    const [ours, theirs] = [best(shopRuns), best(floorRuns)];
    const ratio = ours.requests.average / theirs.requests.average;
    const [ourCpu, theirCpu] = [leastCpu(shopRuns), leastCpu(floorRuns)];
    const errors = shopRuns.concat(floorRuns).reduce((sum, run) => sum + failures(run), 0);
    const ok = ratio >= budget && errors === 0;
    failed ||= !ok;
    console.log(
      `${path.padEnd(28)} ${(sizes.get(path) / 1024).toFixed(1).padStart(6)} KB (floor ${(floorSize / 1024).toFixed(1)} KB)  shop ${ours.requests.average.toFixed(0).padStart(5)} req/s, floor ${theirs.requests.average.toFixed(0).padStart(5)} req/s: ${ratio.toFixed(2)}× (budget ≥ ${budget}×), shop p99 ${ours.latency.p99} ms, ${errors} errors/non-2xx ${ok ? 'ok' : 'OVER'}; CPU per answer shop ${ourCpu.toFixed(2)} ms, floor ${theirCpu.toFixed(2)} ms: ${(theirCpu / ourCpu).toFixed(2)}×`,
    );
  }
  const pasta = sizes.get('/category/pasta');
  console.log(
    `/category/pasta HTML ${(pasta / 1024).toFixed(1)} KB (budget ≤ ${PASTA_HTML_BUDGET / 1024} KB) ${pasta <= PASTA_HTML_BUDGET ? 'ok' : 'OVER'}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  stopChildren();
  await shop?.stop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(FLOOR_ROOT, 'dist'), { recursive: true, force: true });
}
