#!/usr/bin/env node
/**
 * Finds the Chromium every browser tool of Sporta uses (Playwright, Storybook tests,
 * Lighthouse): CHROME_PATH when set, else a system Chromium. No tool may download a browser
 * of its own. Run as a script with --ensure to install Debian's `chromium` when none is found
 * and this process may (root + apt), or to stop with a message saying how to get one.
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = process.argv.includes('--ensure') ? ensureChromium() : requireChromium();
    console.log(`Chromium: ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
