#!/usr/bin/env node
/**
 * How long auth/login takes to refuse a wrong password for a known login and for an unknown one
 * (issue 37 item 12): both pay one scrypt, so the two medians should be close. Prints the figures
 * only; the test (reference-backend/test/registration-codes.test.ts) checks the structure.
 *
 *   npx node bench/login-refusal.mjs [rounds]      (default 60, 9 tries a login: none locks)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../reference-backend/server.ts';

const rounds = Number(process.argv[2] ?? 60);
const dataDir = mkdtempSync(join(tmpdir(), 'sporta-bench-login-'));
const backend = await startBackend({ port: 0, dataDir, devHooks: true, log: () => {} });

async function refusal(login) {
  const started = performance.now();
  await fetch(`${backend.apiUrl}/auth/login?token_recaptcha=sporta-dev-captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: 'Sbagliata1' }).toString(),
  }).then((r) => r.arrayBuffer());
  return performance.now() - started;
}

async function median(loginOf) {
  const times = [];
  for (let i = 0; i < rounds; i++) times.push(await refusal(loginOf(i)));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

// A fresh login every 9 tries, so the tenth-failure lock never answers early.
const shoppers = [];
for (let i = 0; i < Math.ceil(rounds / 9); i++) {
  const answer = await fetch(`${backend.url}/_dev/shopper`, { method: 'POST', body: '{}' });
  shoppers.push((await answer.json()).login);
}
const known = await median((i) => shoppers[Math.floor(i / 9)]);
const unknown = await median((i) => `nessuno.${i}@example.it`);
console.log(
  `auth/login refusal p50: known login ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`,
);
await backend.stop();
rmSync(dataDir, { recursive: true, force: true });
