#!/usr/bin/env node
/**
 * Sporta's offline WordPress, timed: cold start (empty data dir → install, seed, first REST 200),
 * warm restart (same data dir), and p50/p95 of the two requests the storefront makes most — a
 * page by slug and a menu — plus the server's memory. Uses a temporary data dir and a free port.
 *
 *   node bench/cms-latency.mjs [requests per route, default 200]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms } from '../cms/wordpress.mjs';
import { freePort } from '../scripts/free-port.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const ROUTES = {
  'page by slug': '/wp-json/wp/v2/pages?slug=privacy-policy',
  'footer menu': '/wp-json/sporta/v1/menu-locations/footer',
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Resident memory of the server's process group (sh + PHP master + workers), in MB. */
function serverRssMb(port) {
  const out = execFileSync('ps', ['-eo', 'rss,args'], { encoding: 'utf8' });
  const kb = out
    .split('\n')
    .filter((line) => line.includes(`php -S 127.0.0.1:${port}`))
    .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0);
  return (kb / 1024).toFixed(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'sporta-cms-bench-'));
const port = await freePort();
try {
  let started = performance.now();
  let cms = await startCms({ port, dataDir });
  console.log(
    `cold start (install + seed + first 200): ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  await cms.stop();

  started = performance.now();
  cms = await startCms({ port, dataDir });
  console.log(
    `warm restart (same data dir):            ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );

  for (const [name, path] of Object.entries(ROUTES)) {
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const t = performance.now();
      const response = await fetch(cms.url + path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(13)} ${path}\n  n=${REQUESTS}  p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
  console.log(`server memory (RSS, all PHP processes): ${serverRssMb(port)} MB`);
  await cms.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
