#!/usr/bin/env node
/**
 * `npm test`'s first step: what the suites need from the system, found or installed. The tests'
 * Chromium (the headless shell), PHP for WordPress and Varnish come from Debian in one apt-get
 * run when this process may (root + apt): one package index read and one pass of triggers
 * instead of five. Where it may not, or where that run fails (a package the system's sources
 * lack), each tool is looked for on its own and a missing one stops the step saying how to get it.
 * The full Chromium, which only Lighthouse and the benches need, is `npm run chromium`.
 */
import { ensurePhp, phpPackagesNeeded } from '../cms/php.mjs';
import { ensureChromium, findTestBrowser, testBrowserPackagesNeeded } from './chromium.mjs';
import { aptInstall, canInstallWithApt } from './system-tool.mjs';
import { ensureVarnishd, varnishPackagesNeeded } from './varnish.mjs';

const needed = [...testBrowserPackagesNeeded(), ...phpPackagesNeeded(), ...varnishPackagesNeeded()];
if (needed.length > 0 && canInstallWithApt()) {
  console.log(`Installing Debian's ${needed.join(' ')} with apt-get…`);
  try {
    aptInstall(needed);
  } catch {
    console.log('That apt-get run failed: each tool is looked for on its own.');
  }
}

try {
  // Without a headless shell the tests drive a full Chromium (slower), installed if need be.
  console.log(`Chromium for tests: ${findTestBrowser()?.executablePath ?? ensureChromium()}`);
  console.log(`PHP for WordPress: ${ensurePhp()}`);
  console.log(`Varnish: ${ensureVarnishd()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
