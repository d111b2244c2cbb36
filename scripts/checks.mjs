#!/usr/bin/env node
/**
 * `npm run check`: the type checks, lint, API and layout checks, side by side on every core (each
 * is one single-threaded process; one after another they left a core idle for a minute). Each
 * one's output is printed whole when it ends; the exit is non-zero when any failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const CHECKS = ['check:types', 'lint', 'check:api', 'check:layout'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `\n── npm run ${script}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

const waiting = [...CHECKS];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), CHECKS.length) }, async () => {
    const passed = [];
    for (let script = waiting.shift(); script; script = waiting.shift())
      passed.push(await run(script));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
