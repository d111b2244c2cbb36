#!/usr/bin/env node
/**
 * `npm run start:scaled`: the shop scaled out behind Varnish (issue 31, docs/deploy.md) — the
 * reference EBSN backend and WordPress as `npm start` runs them, N storefront processes
 * (scripts/serve.mjs, `--instances N`, by default one per CPU) on the ports after the shop's,
 * and Varnish (deploy/varnish/sporta.vcl) on the shop's port in front of them. Any process may
 * take any request: no session affinity (sessions live in the backend, marks in cookies).
 * WordPress's purge goes through Varnish to one process, which passes it on to the others and
 * bans the shared pages in Varnish (src/platform/server/caching/purge-relay.ts). Guesses (sign-ins, codes,
 * mails) are limited per address in Varnish and go to one process, which counts per login
 * (docs/adr/0018-guess-limits-behind-varnish.md). Built first unless --no-build.
 *
 *   npm run start:scaled -- [--instances 2] [--no-build]      (PORT, default 4321: Varnish)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';
import { startVarnish } from './varnish.mjs';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/** One storefront process on host:port with the given environment; resolves once it serves. */
async function startProcess({ host, port, env, log }) {
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, ...env, HOST: host, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = `[storefront :${port}]`;
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`${label} ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} stopped at start:\n${output}`);
    try {
      const response = await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${label} did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the scaled stack. `backend` and `cms` are options for startBackend / startCms (ports,
 * data dirs, reset…); an EBSN_API_URL or CMS_URL already set is used instead, as `npm start` does.
 * The storefront processes listen on port+1 … port+N unless `instancePorts` says otherwise.
 */
export async function startScaled({
  host = '127.0.0.1',
  port = 4321,
  instances = availableParallelism(),
  instancePorts,
  purgeSecret = process.env.CONTENT_PURGE_SECRET ?? 'sporta-local-purge',
  previewSecret = process.env.PREVIEW_SECRET ?? 'sporta-local-preview',
  backend = {},
  cms = {},
  log = console.log,
} = {}) {
  const stops = [];
  const stop = async () => {
    for (const each of stops.reverse()) await each().catch(() => {});
  };
  try {
    const { localOrigin } = await import('../src/platform/server/public-origin.ts');
    const { rateLimitFactor } = await import('../src/platform/server/defence/rate-limits.ts');
    const shopUrl = process.env.PUBLIC_SITE_URL?.trim() || localOrigin(host, port);
    // Varnish is in front of every process: the client's address is the one it appends to
    // X-Forwarded-For (src/platform/server/defence/client-address.ts), or every shopper would be Varnish's.
    const env = {
      CONTENT_PURGE_SECRET: purgeSecret,
      // Editors' previews (/anteprima) pass Varnish, which keeps none (cms/README.md "Preview").
      PREVIEW_SECRET: previewSecret,
      PUBLIC_SITE_URL: shopUrl,
      TRUSTED_PROXY: '1',
      // One key for every process: a shared page's mark made by one counts at the others.
      SHARED_MARK_SECRET: process.env.SHARED_MARK_SECRET || randomBytes(32).toString('base64url'),
    };

    env.EBSN_API_URL = process.env.EBSN_API_URL;
    if (!env.EBSN_API_URL) {
      const { startBackend } = await import('../reference-backend/server.ts');
      const running = await startBackend({ storefrontUrl: shopUrl, log: () => {}, ...backend });
      stops.push(() => running.stop());
      env.EBSN_API_URL = running.apiUrl;
    }
    env.CMS_URL = process.env.CMS_URL;
    let cmsAdmin;
    if (!env.CMS_URL) {
      const { startCms } = await import('../cms/wordpress.mjs');
      // Through Varnish (it passes /api): whichever process takes it passes it on.
      const running = await startCms({
        purgeUrl: `${localOrigin(host, port)}/api/content/purge`,
        purgeSecret,
        previewSecret,
        log,
        ...cms,
      });
      stops.push(() => running.stop());
      env.CMS_URL = running.url;
      cmsAdmin = running.admin;
    }

    const ports =
      instancePorts ?? Array.from({ length: instances }, (_, index) => port + index + 1);
    const origins = ports.map((each) => localOrigin(host, each));
    const varnishUrl = localOrigin(host, port);
    const processes = await Promise.all(
      ports.map((each, index) =>
        startProcess({
          host,
          port: each,
          log,
          env: {
            ...env,
            SPORTA_PURGE_PEERS: origins.filter((_, other) => other !== index).join(','),
            SPORTA_VARNISH_URL: varnishUrl,
          },
        }),
      ),
    );
    for (const each of processes) stops.push(() => each.stop());
    const varnish = await startVarnish({
      host,
      port,
      backends: origins,
      purgeSecret,
      rateLimitFactor: rateLimitFactor(),
      log,
    });
    stops.push(() => varnish.stop());
    return {
      url: varnish.url,
      instances: processes.map((each) => each.url),
      apiUrl: env.EBSN_API_URL,
      cmsUrl: env.CMS_URL,
      cmsAdmin,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The scaled stack as a bench or a test starts it beside others: Varnish, `instances` processes
 * and a backend and WordPress of its own, all on free ports, their data afresh under `scratch`.
 */
export async function startScaledScratch({ scratch, purgeSecret, instances = 2, log = () => {} }) {
  const port = await freePort();
  const instancePorts = [];
  for (let index = 0; index < instances; index += 1) instancePorts.push(await freePort());
  return startScaled({
    port,
    instancePorts,
    purgeSecret,
    backend: { port: 0, dataDir: join(scratch, 'backend'), reset: true },
    cms: { port: await freePort(), dataDir: join(scratch, 'wordpress'), reset: true },
    log,
  });
}

function option(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { productionSettingProblems } = await import('../src/platform/production-settings.ts');
  const problems = productionSettingProblems(process.env);
  if (problems.length > 0) {
    console.error(
      `The storefront refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    process.exit(1);
  }
  const instances = Number(option('--instances') ?? availableParallelism());
  if (!Number.isInteger(instances) || instances < 1) {
    console.error('--instances takes a whole number of storefront processes, 1 or more.');
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['astro', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const quiet = (line) => {
    if (!line.startsWith('[backend]') && !line.startsWith('[varnish]')) console.log(line);
  };
  try {
    const shop = await startScaled({
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 4321),
      instances,
      log: quiet,
    });
    const { printAccounts } = await import('../reference-backend/accounts.ts');
    if (!process.env.EBSN_API_URL) printAccounts();
    if (shop.cmsAdmin) {
      console.log(
        `\nWordPress: ${shop.cmsUrl}/wp-admin/  user ${shop.cmsAdmin.user}  password ${shop.cmsAdmin.password}`,
      );
    }
    console.log(`\nStorefront processes: ${shop.instances.join(', ')}`);
    console.log(`Sporta behind Varnish: ${shop.url}/\n(Ctrl+C to stop)`);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, async () => {
        await shop.stop();
        process.exit(0);
      });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
