/**
 * startCms(): Sporta's offline WordPress on loopback — lays out the site from npm packages,
 * installs and seeds it on first start, serves it with PHP's built-in server and resolves once a
 * REST route answers 200. Imported by cms/start.mjs (`npm run cms`), the storefront's start
 * script, Playwright and the cms tests. Why PHP's server and not Playground: docs/adr/0005.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensurePhp } from './php.mjs';
import { layOutSite } from './site.mjs';

const CMS_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(CMS_DIR, '..');

export const DEFAULT_PORT = 9400;
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'wordpress');
/** The route whose 200 means "WordPress is up with Sporta's plugin". */
export const READY_ROUTE = '/wp-json/sporta/v1/menu-locations/header';

/** Runs "$@" (PHP's server) while process $1 lives, then ends its own process group. */
const WATCHDOG =
  'parent=$1; shift; "$@" & server=$!; ' +
  'while kill -0 "$parent" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 1; done; ' +
  'kill -TERM 0';

const ADMIN = {
  user: 'admin',
  password: 'sporta-admin',
  email: 'admin@sporta.test',
};

function portIsFree(port) {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Ends a server left behind by a previous run on this data dir (its pid file names it). */
function stopLeftoverServer(pidFile, siteDir) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (cmdline.includes('php') && cmdline.includes(siteDir)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
}

const execFileAsync = promisify(execFile);

/**
 * Runs a PHP script to its end. Not spawnSync: installing and seeding take seconds in which the
 * caller's other work (the cms tests' globalSetup beside every other project's) goes on.
 */
async function runPhp(php, script, env) {
  try {
    return (await execFileAsync(php, [script], { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error;
    throw new Error(`${script} failed (${code}):\n${stdout}${stderr}`);
  }
}

async function waitForReady(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url + READY_ROUTE, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 100));
  }
  let tail = '';
  try {
    tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  } catch {}
  throw new Error(`WordPress did not answer 200 on ${url}${READY_ROUTE}.\n${tail}`);
}

/**
 * Starts WordPress; resolves when it serves REST.
 * @param {object} [options]
 * @param {number} [options.port] default CMS_PORT or 9400
 * @param {string} [options.dataDir] default CMS_DATA_DIR or <repo>/.data/wordpress
 * @param {boolean} [options.reset] wipe the data dir first, then install and seed again
 * @param {string} [options.purgeUrl] default STOREFRONT_PURGE_URL; empty = no purge calls
 * @param {string} [options.purgeSecret] default CONTENT_PURGE_SECRET
 * @param {string} [options.previewSecret] default PREVIEW_SECRET; empty = WordPress's own preview
 * @param {number} [options.workers] PHP worker processes, default 4
 * @param {(line: string) => void} [options.log]
 */
export async function startCms(options = {}) {
  const {
    port = Number(process.env.CMS_PORT ?? DEFAULT_PORT),
    dataDir = process.env.CMS_DATA_DIR ? resolve(process.env.CMS_DATA_DIR) : DEFAULT_DATA_DIR,
    reset = false,
    purgeUrl = process.env.STOREFRONT_PURGE_URL ?? '',
    purgeSecret = process.env.CONTENT_PURGE_SECRET ?? '',
    previewSecret = process.env.PREVIEW_SECRET ?? '',
    workers = 4,
    log = () => {},
  } = options;
  const url = `http://127.0.0.1:${port}`;
  const pidFile = join(dataDir, 'php-server.pid');
  const logFile = join(dataDir, 'php-server.log');
  const credentialsFile = join(dataDir, 'credentials.json');

  const php = ensurePhp(process.env, log);
  if (reset) {
    stopLeftoverServer(pidFile, join(dataDir, 'site'));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { siteDir, databaseFile } = layOutSite(dataDir);
  stopLeftoverServer(pidFile, siteDir);
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} on 127.0.0.1 is in use: stop what holds it or set CMS_PORT.`);
  }

  const adminPassword = process.env.CMS_ADMIN_PASSWORD ?? ADMIN.password;
  const env = {
    ...process.env,
    SPORTA_WP_URL: url,
    SPORTA_SITE_DIR: siteDir,
    SPORTA_DATA_DIR: dataDir,
    STOREFRONT_PURGE_URL: purgeUrl,
    CONTENT_PURGE_SECRET: purgeSecret,
    PREVIEW_SECRET: previewSecret,
  };
  const installing = !existsSync(databaseFile);
  if (installing) {
    log('WordPress: first start, installing and seeding…');
    await runPhp(php, join(CMS_DIR, 'wp', 'install.php'), {
      ...env,
      SPORTA_ADMIN_USER: ADMIN.user,
      SPORTA_ADMIN_PASSWORD: adminPassword,
      SPORTA_ADMIN_EMAIL: ADMIN.email,
    });
  }
  // Idempotent: creates what a newer seed adds, never overwrites an editor's change.
  await runPhp(php, join(CMS_DIR, 'seed', 'seed.php'), { ...env, SPORTA_ADMIN_USER: ADMIN.user });
  const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8'));
  if (installing || !credentials.password) {
    credentials.password = adminPassword;
    writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`);
  }

  const out = openSync(logFile, 'w');
  // sh leads a process group holding PHP's server and its forked workers: stop() ends the group,
  // and sh ends it by itself within a second of this process dying without calling stop().
  const child = spawn(
    'sh',
    [
      '-c',
      WATCHDOG,
      'sporta-cms',
      String(process.pid),
      php,
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      siteDir,
      '-d',
      'upload_max_filesize=64M',
      '-d',
      'post_max_size=64M',
      '-d',
      'memory_limit=256M',
      '-d',
      'opcache.enable_cli=1',
      join(CMS_DIR, 'wp', 'router.php'),
    ],
    {
      env: { ...env, PHP_CLI_SERVER_WORKERS: String(workers) },
      detached: true,
      stdio: ['ignore', out, out],
    },
  );
  writeFileSync(pidFile, String(child.pid));
  const killGroup = (signal) => {
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {}
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.on('exit', killOnExit);

  let stopped;
  const stop = () => {
    stopped ??= new Promise((done) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
      const force = setTimeout(() => killGroup('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(force);
        rmSync(pidFile, { force: true });
        done(undefined);
      });
      killGroup('SIGTERM');
    });
    return stopped;
  };

  try {
    await waitForReady(url, child, logFile, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    dataDir,
    admin: {
      user: credentials.user,
      password: credentials.password,
      applicationPassword: credentials.applicationPassword,
    },
    stop,
  };
}
