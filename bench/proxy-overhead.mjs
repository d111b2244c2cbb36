#!/usr/bin/env node
/**
 * What the same-origin /ebsn/api proxy adds to a call (issue 12: ≤ 1 ms at p50). The reference
 * backend (fresh seeded database, free port) and the built storefront (`npm run build` first)
 * run in this process; one demo shopper logs in once, then GET cart/view is made the same number
 * of times (a) straight to the backend with the session in x-ebsn-* headers and (b) through the
 * proxy with the same session in its cookies. Calls run one at a time, in rounds that rotate
 * the order so all see the same machine state; p50 and p90 of each and their difference print.
 *
 * The budget compares like with like: the upstream answers uncompressed, so the proxied call
 * asks for no compression either. A browser asks for gzip: that figure prints too, and it
 * includes the bench's own gunzip (client and servers share this one process).
 *
 *   npx node bench/proxy-overhead.mjs [calls=2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../reference-backend/server.ts';

const CALLS = Number(process.argv[2] ?? 2000);
const ROUNDS = 20;
const WARMUP = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'sporta-proxy-bench-'));

const backend = await startBackend({ port: 0, dataDir, log: () => {} });
process.env.EBSN_API_URL = backend.apiUrl;
// Loaded after EBSN_API_URL is set: the storefront reads it per call, the import reads nothing.
const { serveStorefront } = await import('./serve.mjs');
const storefront = await serveStorefront();

const clientUuid = crypto.randomUUID().replaceAll('-', '');
const clientHeaders = {
  accept: 'application/json',
  'accept-language': 'it',
  'x-ebsn-client': 'site',
  'x-ebsn-version': '5.11.11',
  'x-ebsn-client-uuid': clientUuid,
};

const login = await fetch(`${backend.apiUrl}/auth/login?token_recaptcha=sporta-dev-captcha`, {
  method: 'POST',
  headers: { ...clientHeaders, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    login: 'mario.rossi@example.it',
    password: 'Segreta1',
    remember_me: 'false',
  }).toString(),
});
const session = login.headers.get('x-ebsn-session') ?? '';
const account = login.headers.get('x-ebsn-account') ?? '';
if ((await login.json()).response?.status !== 0 || !session) throw new Error('login failed');

const direct = {
  name: 'upstream directly',
  url: `${backend.apiUrl}/cart/view`,
  headers: {
    ...clientHeaders,
    'x-ebsn-session': session,
    ...(account && { 'x-ebsn-account': account }),
  },
};
const cookies = [
  `sporta_session=${session}`,
  account && `sporta_account=${account}`,
  `sporta_client_uuid=${clientUuid}`,
].filter(Boolean);
const proxied = {
  name: 'through the proxy',
  url: `${storefront.baseUrl}/ebsn/api/cart/view`,
  headers: {
    accept: 'application/json',
    'accept-encoding': 'identity',
    cookie: cookies.join('; '),
  },
};
const proxiedGzip = {
  name: 'proxy, gzip',
  url: proxied.url,
  headers: { ...proxied.headers, 'accept-encoding': 'gzip, br' },
};
const TARGETS = [direct, proxied, proxiedGzip];

/** One call, timed to the last byte of the body; an answer that is not the shopper's cart fails the run. */
async function timed(target) {
  const started = performance.now();
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.response?.status !== 0 || !body.data?.user?.userId)
    throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return elapsed;
}

const times = new Map(TARGETS.map((target) => [target, []]));
try {
  for (let i = 0; i < WARMUP; i += 1) {
    for (const target of TARGETS) await timed(target);
  }
  const perRound = Math.ceil(CALLS / ROUNDS);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = TARGETS.map((_, i) => TARGETS[(i + round) % TARGETS.length]);
    for (const target of order)
      for (let i = 0; i < perRound; i += 1) times.get(target)?.push(await timed(target));
  }
} finally {
  await storefront.stop();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value) => `${value.toFixed(3)} ms`;
const figures = TARGETS.map((target) => {
  const values = times.get(target) ?? [];
  return { target, p50: percentile(values, 50), p90: percentile(values, 90), n: values.length };
});
console.log(
  `GET cart/view, one shopper, ${figures[0]?.n} calls each after ${WARMUP} warm-up calls`,
);
for (const { target, p50, p90 } of figures)
  console.log(`  ${target.name.padEnd(18)} p50 ${ms(p50)}   p90 ${ms(p90)}`);
const [up, through, gzipped] = figures;
if (up && through && gzipped) {
  const overhead = through.p50 - up.p50;
  console.log(`  proxy overhead     p50 ${ms(overhead)}   p90 ${ms(through.p90 - up.p90)}`);
  console.log(
    `  with gzip          p50 ${ms(gzipped.p50 - up.p50)}   (gunzip in the bench included)`,
  );
  console.log(`  budget ≤ 1 ms at p50: ${overhead <= 1 ? 'met' : 'NOT met'}`);
}
