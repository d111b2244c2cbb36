#!/usr/bin/env node
/**
 * `npm start`: the whole shop on loopback, offline: the reference EBSN backend
 * (http://127.0.0.1:4010, unless EBSN_API_URL points elsewhere), WordPress (http://127.0.0.1:9400,
 * unless CMS_URL points elsewhere) and the storefront (HOST/PORT, default 127.0.0.1:4321), built
 * first unless --no-build. Prints the URLs and the demo accounts.
 */
import { spawnSync } from 'node:child_process';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

// In production, say what is missing before building anything (scripts/serve.mjs checks again).
const { productionSettingProblems } = await import('../src/platform/production-settings.ts');
const problems = productionSettingProblems(process.env);
if (problems.length > 0) {
  console.error(
    `The storefront refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}

const { localOrigin, publicOrigin } = await import('../src/platform/server/public-origin.ts');
/** Where WordPress reaches the storefront (its purge webhook): this machine. */
const storefrontUrl = localOrigin(host, port);
/** Where the backend sends shoppers' browsers back to (payment, sign-in): the public origin. */
const shopUrl = publicOrigin();

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stops = [];
const quiet = (line) => {
  if (!line.startsWith('[backend]')) console.log(line);
};

if (!process.env.EBSN_API_URL) {
  const { startBackend } = await import('../reference-backend/server.ts');
  const backend = await startBackend({ storefrontUrl: shopUrl, log: quiet });
  process.env.EBSN_API_URL = backend.apiUrl;
  stops.push(() => backend.stop());
  const { printAccounts } = await import('../reference-backend/accounts.ts');
  console.log(`\nReference EBSN backend (development only): ${backend.apiUrl}`);
  printAccounts();
}

if (!process.env.CMS_URL) {
  const { startCms } = await import('../cms/wordpress.mjs');
  const secret = process.env.CONTENT_PURGE_SECRET ?? 'sporta-local-purge';
  process.env.CONTENT_PURGE_SECRET = secret;
  // Editors' "Anteprima" opens the storefront's /anteprima, signed with this (cms/README.md).
  process.env.PREVIEW_SECRET ??= 'sporta-local-preview';
  const cms = await startCms({
    purgeUrl: `${storefrontUrl}/api/content/purge`,
    purgeSecret: secret,
    log: (line) => console.log(line),
  });
  process.env.CMS_URL = cms.url;
  stops.push(() => cms.stop());
  console.log(
    `\nWordPress: ${cms.url}/wp-admin/  user ${cms.admin.user}  password ${cms.admin.password}`,
  );
}

const { startStorefront } = await import('./serve.mjs');
const storefront = await startStorefront({ host, port });
stops.push(() => storefront.stop());
console.log(`\nSporta storefront: ${storefront.url}/\n(Ctrl+C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    process.exit(0);
  });
}
