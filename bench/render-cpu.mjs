#!/usr/bin/env node
/**
 * CPU milliseconds per uncached render (issue 42), read from `/proc` for the storefront process:
 * unlike requests a second, it holds on a machine busy with other work, so a change can be
 * weighed while other things run. With two trees (each built), their storefronts run side by
 * side on one backend and WordPress and take turns, round after round; the median of each
 * counts. Every request has a query string of its own, so no page cache holds it.
 *
 *   npx node bench/render-cpu.mjs [--base /other/tree] [paths…]   (default: /category/pasta)
 *   env: ROUNDS (5), RENDERS per round (1000: at 200 the same build against itself read 0.91×,
 *   /proc counts CPU in ticks of 10 ms; at 1000, 0.98×)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCms } from '../cms/wordpress.mjs';
import { startBackend } from '../reference-backend/server.ts';
import { freePort } from '../scripts/free-port.mjs';
import { cpuMsOf } from './process-cpu.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const RENDERS = Number(process.env.RENDERS ?? 1000);
const HERE = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : undefined;
const paths = args.length > 0 ? args : ['/category/pasta'];
const scratch = mkdtempSync(join(tmpdir(), 'sporta-render-cpu-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One storefront process of the tree at `root` (built), with the CPU time it has used. */
async function storefront(root, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${root}: the storefront stopped`);
    const up = await fetch(`${url}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { root, url, cpuMs: () => cpuMsOf(child.pid), stop: () => child.kill('SIGTERM') };
}

let sent = 0;
/** CPU ms per render of `path` over RENDERS renders, 4 at a time. */
async function cpuPerRender(side, path) {
  const separator = path.includes('?') ? '&' : '?';
  const before = side.cpuMs();
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${side.url}${path}`,
        connections: 4,
        amount: RENDERS,
        headers: { accept: 'text/html', 'accept-encoding': 'identity' },
        requests: [
          { setupRequest: (request) => ({ ...request, path: `${path}${separator}u=${++sent}` }) },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    ),
  );
  if (result.errors + result.non2xx > 0) throw new Error(`${side.root}${path}: failed answers`);
  return (side.cpuMs() - before) / RENDERS;
}

const backend = await startBackend({ port: 0, dataDir: join(scratch, 'backend'), log: () => {} });
const cms = await startCms({ port: await freePort(), dataDir: join(scratch, 'wordpress') });
const env = {
  EBSN_API_URL: backend.apiUrl,
  CMS_URL: cms.url,
  PREVIEW_SECRET: 'render-cpu-preview-secret-of-forty-chars!',
  CONTENT_PURGE_SECRET: 'render-cpu-purge-secret',
};
const sides = [];
try {
  if (base) sides.push(await storefront(base, env));
  sides.push(await storefront(HERE, env));
  console.log(
    `CPU ms per render, median of ${ROUNDS} rounds of ${RENDERS}${base ? `; base ${base}` : ''}`,
  );
  for (const path of paths) {
    const figures = sides.map(() => []);
    for (const side of sides) await cpuPerRender(side, path); // warm: modules, caches
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [index, side] of sides.entries())
        figures[index]?.push(await cpuPerRender(side, path));
    const [first, second] = figures.map(median);
    console.log(
      base
        ? `${path.padEnd(26)} base ${first.toFixed(2)} ms, this tree ${second.toFixed(2)} ms: ${(second / first).toFixed(2)}×`
        : `${path.padEnd(26)} ${first.toFixed(2)} ms`,
    );
  }
} finally {
  for (const side of sides) side.stop();
  await backend.stop();
  await cms.stop();
  rmSync(scratch, { recursive: true, force: true });
}
