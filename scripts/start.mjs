#!/usr/bin/env node
/**
 * `npm start`: builds the storefront and serves it on loopback (HOST/PORT overridable).
 * Later issues add the reference EBSN backend and WordPress to what starts here.
 */
import { spawnSync } from 'node:child_process';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startStorefront } = await import('./serve.mjs');
const storefront = await startStorefront({ host, port });
console.log(`\nSporta storefront: ${storefront.url}/\n(Ctrl+C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await storefront.stop();
    process.exit(0);
  });
}
