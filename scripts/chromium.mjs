#!/usr/bin/env node
/**
 * Finds the Chromium every browser tool of Sporta uses: CHROME_PATH when set, else a system
 * Chromium. No tool may download a browser of its own. Tests (Playwright, Storybook tests) take
 * Debian's headless shell when there is one: the same engine without the desktop browser's
 * window machinery, it halved the journeys' time (README, "Browser tests never download").
 * Lighthouse and the installability bench keep the full browser, which they are written for.
 * Run as a script with --ensure to install Debian's `chromium` and `chromium-headless-shell`
 * when missing and this process may (root + apt), or to stop with a message saying how.
 */
import { pathToFileURL } from 'node:url';
import { systemTool } from './system-tool.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** Flags that keep headless Chromium quiet on a machine with no network but loopback. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser's flags: headless, and quiet. */
export const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_FLAGS];

const chromium = systemTool({
  name: 'Chromium',
  envVar: 'CHROME_PATH',
  candidates: CANDIDATES,
  aptPackage: 'chromium',
  howTo:
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
    'or point CHROME_PATH at a Chromium or Chrome executable, then run the command again.',
});

/** The Chromium to use, or undefined when there is none. */
export const findChromium = chromium.find;
/** The Chromium to use; throws the how-to message when there is none. */
export const requireChromium = chromium.require;
/** Returns a Chromium path, installing Debian's package first when that is possible. */
export const ensureChromium = chromium.ensure;

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const headlessShell = systemTool({
  name: 'Chromium headless shell',
  envVar: 'CHROME_HEADLESS_SHELL',
  candidates: [HEADLESS_SHELL],
  aptPackage: 'chromium-headless-shell',
  howTo:
    'No Chromium headless shell found (Debian: `sudo apt-get install -y chromium-headless-shell`).',
});

/**
 * The browser the tests drive (Playwright, Storybook tests) and its flags: CHROME_PATH when set,
 * else the headless shell (CHROME_HEADLESS_SHELL, else Debian's), else a full Chromium;
 * `undefined` when there is none. The shell is headless by itself: no `--headless=new`.
 */
export function findTestBrowser(env = process.env) {
  const shell = env.CHROME_PATH ? undefined : headlessShell.find(env);
  if (shell) return { executablePath: shell, args: QUIET_FLAGS };
  const executablePath = chromium.find(env);
  return executablePath ? { executablePath, args: CHROMIUM_FLAGS } : undefined;
}

/** As findTestBrowser; throws the how-to message when there is none. */
export function requireTestBrowser(env = process.env) {
  return findTestBrowser(env) ?? { executablePath: chromium.require(env), args: CHROMIUM_FLAGS };
}

/**
 * The Debian package the tests' browser needs: the headless shell, unless CHROME_PATH names a
 * browser or a shell is there. The full browser is for Lighthouse and the benches (`--ensure`).
 */
export const testBrowserPackagesNeeded = (env = process.env) =>
  env.CHROME_PATH ? [] : headlessShell.aptPackagesNeeded(env);

/** Installs the headless shell when it may; without it the tests drive the full browser. */
function ensureHeadlessShell() {
  try {
    headlessShell.ensure();
  } catch {
    console.log('No Chromium headless shell: the tests drive the full Chromium (slower).');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const ensure = process.argv.includes('--ensure');
    console.log(`Chromium: ${ensure ? ensureChromium() : requireChromium()}`);
    if (ensure) ensureHeadlessShell();
    console.log(`Chromium for tests: ${requireTestBrowser().executablePath}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
