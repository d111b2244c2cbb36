#!/usr/bin/env node
/**
 * The WordPress of the e2e run (playwright.config.ts webServer): its own data dir, seeded afresh
 * each run, a port of its own, and the purge hook pointed at the storefront under test.
 *
 *   E2E_CMS_PORT=9401 E2E_PORT=4399 CONTENT_PURGE_SECRET=… node e2e/cms-server.mjs
 */
import { startCms } from '../cms/wordpress.mjs';

const port = Number(process.env.E2E_CMS_PORT ?? 9401);
const storefront = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;
const cms = await startCms({
  port,
  dataDir: process.env.E2E_CMS_DATA_DIR ?? '.data/wordpress-e2e',
  reset: true,
  purgeUrl: `${storefront}/api/content/purge`,
  purgeSecret: process.env.CONTENT_PURGE_SECRET,
  log: console.log,
});
console.log(`e2e WordPress on ${cms.url}`);
const stop = () => cms.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
