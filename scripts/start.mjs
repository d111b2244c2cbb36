#!/usr/bin/env node
/**
 * `npm start`: builds the storefront and serves it on loopback (HOST/PORT overridable).
 * Later issues add the reference EBSN backend and WordPress to what starts here.
 */
import { spawn, spawnSync } from 'node:child_process';

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4321';
const env = { ...process.env, HOST: host, PORT: port, ASTRO_TELEMETRY_DISABLED: '1' };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env,
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /listening|http:\/\//i.test(String(chunk))) {
    announced = true;
    console.log(`\nSporta storefront: http://${host}:${port}/\n(Ctrl+C to stop)`);
  }
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
