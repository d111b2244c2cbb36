#!/usr/bin/env node
/**
 * Upstream calls per uncached render (issue 42): what a render asks the EBSN backend and
 * WordPress for. One storefront process (startScaledScratch, instances: 1) on a backend and a
 * WordPress of its own, each behind a relay that counts the calls passing it; every page is
 * rendered three times, each with a query string of its own (no page cache holds it), and each
 * render's calls are printed. Answers that are the same for every shopper (the category tree,
 * a category, its blocks, WordPress content, the page search) are shared per process, so only
 * the first render should ask for them.
 *
 *   npx astro build && npx node bench/upstream-calls.mjs
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms } from '../cms/wordpress.mjs';
import { startBackend } from '../reference-backend/server.ts';
import { freePort } from '../scripts/free-port.mjs';
import { startScaledScratch } from '../scripts/start-scaled.mjs';

const RENDERS = 3;
const SECRET = 'upstream-calls';
const scratch = mkdtempSync(join(tmpdir(), 'sporta-upstream-calls-'));

/** A relay to `target` (an origin) noting each call's method and path (query left out). */
async function countingRelay(target) {
  const calls = [];
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    calls.push(`${incoming.method} ${path.split('?')[0]}`);
    const relayed = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relayed.on('error', () => outgoing.destroy());
    incoming.pipe(relayed);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The calls since the last take, emptied. */
    take: () => calls.splice(0),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const stops = [];
try {
  const backend = await startBackend({
    port: 0,
    dataDir: join(scratch, 'backend'),
    reset: true,
    log: () => {},
  });
  stops.push(() => backend.stop());
  const wordpress = await startCms({
    port: await freePort(),
    dataDir: join(scratch, 'wordpress'),
    reset: true,
  });
  stops.push(() => wordpress.stop());
  const api = new URL(backend.apiUrl);
  const ebsnRelay = await countingRelay(api.origin);
  const cmsRelay = await countingRelay(wordpress.url);
  stops.push(ebsnRelay.stop, cmsRelay.stop);
  // startScaled takes an EBSN_API_URL or CMS_URL already set instead of starting its own.
  process.env.EBSN_API_URL = `${ebsnRelay.origin}${api.pathname}`;
  process.env.CMS_URL = cmsRelay.origin;
  const shop = await startScaledScratch({ scratch, purgeSecret: SECRET, instances: 1 });
  stops.push(() => shop.stop());
  const [origin] = shop.instances;
  // A product of the listing, asked of the backend itself (past the relay: not a render's call).
  const found = await (await fetch(`${backend.apiUrl}/products?q=pasta&page_size=1`)).json();
  const slug = found?.data?.products?.[0]?.slug;
  if (!slug) throw new Error('the backend has no product for "pasta"');
  const product = `/product/${slug}`;
  const render = async (path, turn) => {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${origin}${path}${separator}u=${turn}-${Date.now()}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  };
  // Starting the process may have asked for something: counted from here on.
  ebsnRelay.take();
  cmsRelay.take();
  console.log(`upstream calls per render, one storefront process, ${RENDERS} renders per page:`);
  let total = 0;
  for (const path of ['/category/pasta', '/search?q=pasta', '/faq', product]) {
    const counts = [];
    const named = [];
    for (let turn = 1; turn <= RENDERS; turn += 1) {
      await render(path, turn);
      const calls = [...ebsnRelay.take(), ...cmsRelay.take()];
      counts.push(calls.length);
      if (turn > 1) total += calls.length;
      named.push(calls.join(', ') || 'none');
    }
    console.log(`${path.padEnd(32)} ${counts.join(' / ')}`);
    for (const [index, calls] of named.entries()) console.log(`  render ${index + 1}: ${calls}`);
  }
  console.log(`calls after the first render of each page: ${total}`);
  // An editor's page change (the purge WordPress sends) drops the kept page search at once.
  const purge = await fetch(`${origin}/api/content/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-purge-secret': SECRET },
    body: JSON.stringify({
      events: [{ type: 'page', id: 1, slug: 'chi-siamo', action: 'update' }],
    }),
  });
  if (!purge.ok) throw new Error(`the purge answered ${purge.status}`);
  await render('/search?q=pasta', 'purged');
  const asked = cmsRelay.take().filter((call) => call.endsWith('/wp/v2/search')).length;
  ebsnRelay.take();
  console.log(`/search?q=pasta after a page's purge: ${asked} call to wp/v2/search (expected 1)`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
}
// The stack's children are gone; nothing else keeps this process.
process.exit(process.exitCode ?? 0);
