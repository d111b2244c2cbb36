#!/usr/bin/env node
/**
 * `npm run cms`: Sporta's WordPress alone, on http://127.0.0.1:9400 (CMS_PORT), data in
 * .data/wordpress. `--reset` wipes the data and seeds again. Ctrl+C stops it.
 */
import { startCms } from './wordpress.mjs';

const reset = process.argv.includes('--reset');
const started = Date.now();

try {
  const cms = await startCms({ reset, log: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nSporta WordPress: ${cms.url}/ (ready in ${seconds} s)`);
  console.log(
    `Admin: ${cms.url}/wp-admin/  user ${cms.admin.user}  password ${cms.admin.password}`,
  );
  console.log(`Application password (REST, Basic auth): ${cms.admin.applicationPassword}`);
  console.log(`Data: ${cms.dataDir}\n(Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cms.stop();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
