/**
 * `npm run backend [-- --reset] [--port 4010] [--host 127.0.0.1] [--dev-hooks] [--now ISO]`: the
 * reference EBSN backend alone (development and tests only). Prints the URL and the demo
 * accounts. `--now` starts the shop's clock at that instant (domain/clock.ts), before seeding.
 */
import { parseArgs } from 'node:util';
import { printAccounts } from './accounts.ts';
import { startShopClockAt } from './domain/clock.ts';
import { startBackend } from './server.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'storefront-url': { type: 'string' },
    'dev-hooks': { type: 'boolean' },
    now: { type: 'string' },
  },
});

if (values.now !== undefined) {
  const instant = Date.parse(values.now);
  if (Number.isNaN(instant)) {
    console.error(`--now: not a date and time: ${values.now}`);
    process.exit(1);
  }
  startShopClockAt(instant);
}

const started = performance.now();
try {
  const backend = await startBackend({
    reset: values.reset ?? false,
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(values['storefront-url'] ? { storefrontUrl: values['storefront-url'] } : {}),
    ...(values['dev-hooks'] !== undefined ? { devHooks: values['dev-hooks'] } : {}),
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    `\nSporta reference EBSN backend (development only): ${backend.apiUrl} (ready in ${ms} ms)`,
  );
  console.log(`Data: ${backend.dataDir}  (--reset reseeds)`);
  printAccounts();
  console.log('(Ctrl+C to stop)');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      await backend.stop();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
