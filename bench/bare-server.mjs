/**
 * What the benches that hold the storefront against "a bare Node server sending the same bytes"
 * share (bench/shared-pages.mjs, bench/scaled.mjs): a page fetched as it travels, the bare
 * server, and the child processes both run in (so the load generator never shares their CPU).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a browser asking for a page sends that changes the answer. */
export const PAGE_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' };

const agent = new Agent({ keepAlive: true });
const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'sporta-bare-server-'));

/** One page as it travels (still gzipped: fetch would unpack it), its headers and bytes. */
export function fetchPage(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...PAGE_HEADERS, ...headers }, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        else resolve({ headers: response.headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** A child Node process that prints its URL on its first line of output; resolves with it. */
export function child(args, env = {}) {
  return new Promise((resolve, reject) => {
    const running = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(running);
    running.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)));
    running.stdout.setEncoding('utf8');
    running.stdout.on('data', (text) => {
      const url = /https?:\/\/[\d.:]+/.exec(text)?.[0];
      if (url) resolve(url);
    });
  });
}

/**
 * The bare server: the same status, headers and bytes for every request, nothing else. Headers a
 * server or a cache sets afresh on each answer (date, connection, age, via) are its own.
 */
export function bareServer({ headers, body }) {
  const file = join(scratch, `page-${children.length}.bin`);
  writeFileSync(file, body);
  const kept = { ...headers };
  for (const name of ['date', 'connection', 'keep-alive', 'age', 'via', 'x-varnish'])
    delete kept[name];
  return child([
    '--input-type=module',
    '-e',
    `import { createServer } from 'node:http';
     import { readFileSync } from 'node:fs';
     const headers = ${JSON.stringify(kept)};
     const body = readFileSync(${JSON.stringify(file)});
     const server = createServer((request, response) => response.writeHead(200, headers).end(body));
     server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));`,
  ]);
}

/** Ends every child and removes the bare servers' files. */
export function stopChildren() {
  for (const running of children) {
    running.removeAllListeners('exit');
    running.kill();
  }
  agent.destroy();
  rmSync(scratch, { recursive: true, force: true });
}
