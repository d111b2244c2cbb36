#!/usr/bin/env node
/**
 * Finds the Chromium every browser tool of Sporta uses (Playwright, Storybook tests,
 * Lighthouse): CHROME_PATH when set, else a system Chromium. No tool may download a browser
 * of its own. Run as a script with --ensure to install Debian's `chromium` when none is found
 * and this process may (root + apt), or to stop with a message saying how to get one.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** Flags that keep headless Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO_GET_ONE =
  'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
  'or point CHROME_PATH at a Chromium or Chrome executable, then run the command again.';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or undefined when there is none. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return CANDIDATES.find(isExecutable);
}

/** The Chromium to use; throws the how-to message when there is none. */
export function requireChromium(env = process.env) {
  const path = findChromium(env);
  if (!path) {
    throw new Error(
      env.CHROME_PATH
        ? `CHROME_PATH=${env.CHROME_PATH} is not an executable. ${HOW_TO_GET_ONE}`
        : HOW_TO_GET_ONE,
    );
  }
  return path;
}

function canInstallWithApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  return isExecutable('/usr/bin/apt-get');
}

/** Returns a Chromium path, installing Debian's package first when that is possible. */
export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if (found) return found;
  if (env.CHROME_PATH || !canInstallWithApt()) return requireChromium(env);
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: aptEnv,
  });
  return requireChromium(env);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = process.argv.includes('--ensure') ? ensureChromium() : requireChromium();
    console.log(`Chromium: ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
