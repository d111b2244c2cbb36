#!/usr/bin/env node
/**
 * The Varnish in front of a scaled-out storefront (deploy/varnish/sporta.vcl, issue 31):
 * VARNISHD when set, else a system varnishd. Run as a script with --ensure to install Debian's
 * `varnish` (7.1) and `varnish-modules` (vsthrottle, bodyaccess) when not found and this process may (root + apt), or to stop with a
 * message saying how to get one — the same rule as scripts/chromium.mjs and cms/php.mjs.
 * `startVarnish` runs one in the foreground of a child process with the shop's VCL and a
 * backends include written for the storefront processes it is given.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { systemTool } from './system-tool.mjs';
import { guessLimitsVcl } from './varnish-limits.mjs';

const CANDIDATES = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd', '/usr/bin/varnishd'];
const VCL_DIR = fileURLToPath(new URL('../deploy/varnish/', import.meta.url));

const varnishd = systemTool({
  name: 'Varnish',
  envVar: 'VARNISHD',
  candidates: CANDIDATES,
  aptPackage: 'varnish',
  howTo:
    'No Varnish found. Install it (Debian/Ubuntu: `sudo apt-get install -y varnish`) ' +
    'or point VARNISHD at a varnishd 7.x executable, then run the command again.',
});

/**
 * vsthrottle and bodyaccess (the limits on guesses) come from Debian's `varnish-modules`, built
 * for Debian's varnish (its strict ABI: bookworm's 0.20.0-2 for varnish 7.1.1-2+deb12u1).
 */
const VMOD_DIRS = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  '/usr/lib/varnish/vmods',
  '/usr/local/lib/varnish/vmods',
];
const varnishModules = systemTool({
  name: 'varnish-modules (vsthrottle)',
  envVar: 'VARNISH_VSTHROTTLE',
  candidates: VMOD_DIRS.map((dir) => join(dir, 'libvmod_vsthrottle.so')),
  aptPackage: 'varnish-modules',
  present: existsSync,
  howTo:
    'Varnish has no vsthrottle module. Install varnish-modules for your Varnish (Debian/Ubuntu: ' +
    '`sudo apt-get install -y varnish-modules`), then run the command again.',
});

/** The varnishd to use, or undefined when there is none. */
export const findVarnishd = varnishd.find;
/** The varnishd to use; throws the how-to message when there is none. */
export const requireVarnishd = varnishd.require;
/**
 * Returns a varnishd path, installing Debian's `varnish` and `varnish-modules` first when that is
 * possible; a VARNISHD of one's own brings its own modules (vmod_path), unchecked here.
 */
export function ensureVarnishd(env = process.env) {
  const path = varnishd.ensure(env);
  if (!env.VARNISHD) varnishModules.ensure(env);
  return path;
}

/** The Debian packages `ensureVarnishd` would install. */
export const varnishPackagesNeeded = (env = process.env) =>
  env.VARNISHD
    ? []
    : [...varnishd.aptPackagesNeeded(env), ...varnishModules.aptPackagesNeeded(env)];

/** A group's id, or undefined when the system has no such group. */
function groupId(name) {
  try {
    return Number(execFileSync('getent', ['group', name], { encoding: 'utf8' }).split(':')[2]);
  } catch {
    return undefined;
  }
}

/** VCL's string literal: the secret is ours, but never let it end the string. */
const vclString = (value) => `{"${String(value).replaceAll('"}', '')}"}`;

/**
 * The per-deployment include of sporta.vcl (deploy/varnish/sporta-backends.example.vcl): the
 * processes, their directors, the purge check and the limits on guesses (varnish-limits.mjs) at
 * RATE_LIMIT_FACTOR `factor`, the storefront processes' own.
 */
export function backendsVcl(origins, purgeSecret, { factor = 1 } = {}) {
  const names = origins.map((_, index) => `sporta_${index + 1}`);
  const backends = origins.map((origin, index) => {
    const url = new URL(origin);
    return `backend ${names[index]} {
  .host = "${url.hostname}";
  .port = "${url.port || '80'}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .host_header = "${url.host}";
  # The storefront answers 421 to a Host it does not serve (public-origin.ts): name the port.
  .probe = {
    .request = "GET /favicon.svg HTTP/1.1" "Host: ${url.host}" "Connection: close";
    .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2;
  }
}
`;
  });
  return `# Written by scripts/varnish.mjs for the storefront processes of this run.
${backends.join('')}
sub vcl_init {
  new sporta = directors.round_robin();
${names.map((name) => `  sporta.add_backend(${name});`).join('\n')}
  # Every guess to one process, the first healthy one: its counts per login are the shop's.
  new sporta_guesses = directors.fallback();
${names.map((name) => `  sporta_guesses.add_backend(${name});`).join('\n')}
}

sub sporta_director {
  set req.backend_hint = sporta.backend();
}

# Varnish is the shop's edge here (plain HTTP, no proxy in front): the storefront trusts it
# (TRUSTED_PROXY=1) for the client's address, which Varnish appends to X-Forwarded-For; what a
# client says of the scheme or the host is not passed on as if Varnish had said it.
sub sporta_forwarded {
  unset req.http.x-forwarded-proto;
  unset req.http.x-forwarded-host;
}
${guessLimitsVcl(factor)}
sub sporta_purge_check {
  if (req.http.x-sporta-purge-secret != ${vclString(purgeSecret)}) {
    return (synth(403, "Forbidden"));
  }
}
`;
}

/**
 * Starts varnishd in the foreground (a child of this process) on host:port before the given
 * storefront origins; resolves once it answers. `stop()` ends it and removes its work dir.
 */
export async function startVarnish({
  host = '127.0.0.1',
  port,
  backends,
  purgeSecret,
  rateLimitFactor = 1,
  log = () => {},
}) {
  if (!purgeSecret) throw new Error('Varnish needs the purge secret (CONTENT_PURGE_SECRET).');
  const varnishd = ensureVarnishd();
  const workDir = mkdtempSync(join(tmpdir(), 'sporta-varnish-'));
  const include = join(workDir, 'sporta-backends.vcl');
  writeFileSync(include, backendsVcl(backends, purgeSecret, { factor: rateLimitFactor }), {
    mode: 0o600,
  });
  // Started as root, varnishd compiles the VCL as its own unprivileged user (group varnish): it
  // must read the include, which holds the purge secret — that group, nobody else.
  const group = process.getuid?.() === 0 ? groupId('varnish') : undefined;
  if (group !== undefined) {
    chownSync(include, 0, group);
    chmodSync(include, 0o640);
    chmodSync(workDir, 0o711);
  }
  const child = spawn(
    varnishd,
    [
      '-F',
      '-n',
      join(workDir, 'instance'),
      '-a',
      `${host}:${port}`,
      '-f',
      join(VCL_DIR, 'sporta.vcl'),
      '-p',
      `vcl_path=${workDir}:${VCL_DIR}`,
      // Accept-Encoding is the VCL's to normalise: pages gzip or plain, built files br too.
      '-p',
      'http_gzip_support=off',
      // Node's server closes an idle connection after 5 s (keepAliveTimeout): Varnish must let go
      // first, or a POST sent on a connection Node just closed comes back 503 (no retry with a body).
      '-p',
      'backend_idle_timeout=3',
      '-s',
      'malloc,128m',
      // No management port: nothing but this process may steer it.
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`[varnish] ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(workDir, { recursive: true, force: true });
      throw new Error(`varnishd stopped at start:\n${output}`);
    }
    try {
      await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`varnishd did not answer on ${url}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = process.argv.includes('--ensure') ? ensureVarnishd() : requireVarnishd();
    console.log(`Varnish: ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
