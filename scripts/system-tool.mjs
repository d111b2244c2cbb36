/**
 * A program the project needs from the system (Chromium, varnishd): the path an environment
 * variable names, else the first of the usual places; `ensure` installs Debian's package first
 * when none is found and this process may (root + apt-get), else stops with how to get one.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may install Debian's packages: root, with apt-get. */
export function canInstallWithApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  return isExecutable('/usr/bin/apt-get');
}

/**
 * Installs Debian's `packages` in one apt-get run: each run reads the package index again and
 * ends with the same triggers (the manual pages' index alone took 3–6 s a run).
 */
export function aptInstall(packages) {
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: aptEnv,
  });
}

/**
 * `{ name, envVar, candidates, aptPackage, howTo, present }` → `{ find, require, ensure,
 * aptPackagesNeeded }`, each taking the environment (process.env by default); `present` tells a
 * found file (default: an executable; a Varnish module is a library).
 */
export function systemTool({
  name,
  envVar,
  candidates,
  aptPackage,
  howTo,
  present = isExecutable,
}) {
  const find = (env = process.env) => {
    if (env[envVar]) return present(env[envVar]) ? env[envVar] : undefined;
    return candidates.find(present);
  };
  const require = (env = process.env) => {
    const path = find(env);
    if (path) return path;
    throw new Error(
      env[envVar] ? `${envVar}=${env[envVar]} is not an executable. ${howTo}` : howTo,
    );
  };
  const ensure = (env = process.env) => {
    const found = find(env);
    if (found) return found;
    if (env[envVar] || !canInstallWithApt()) return require(env);
    console.log(`No ${name} found: installing Debian's "${aptPackage}" package with apt-get…`);
    aptInstall([aptPackage]);
    return require(env);
  };
  /** The Debian package `ensure` would install: none when found or named by the variable. */
  const aptPackagesNeeded = (env = process.env) => (env[envVar] || find(env) ? [] : [aptPackage]);
  return { find, require, ensure, aptPackagesNeeded };
}
