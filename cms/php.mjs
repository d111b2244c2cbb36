/**
 * Finds the PHP that serves Sporta's WordPress: PHP_BINARY when set, else `php` on the PATH, with
 * the extensions WordPress on SQLite needs. When they are missing and this process may (root +
 * apt), installs Debian's packages the way scripts/chromium.mjs installs Chromium; otherwise stops
 * with a message saying how to get them.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { aptInstall, canInstallWithApt } from '../scripts/system-tool.mjs';

/** Extensions WordPress on SQLite needs, and the Debian package that brings each. */
const REQUIRED_EXTENSIONS = {
  pdo_sqlite: 'php-sqlite3',
  dom: 'php-xml',
  mbstring: 'php-mbstring',
  intl: 'php-intl',
};
const MINIMUM_VERSION = [7, 4];

function probe(php) {
  const result = spawnSync(
    php,
    [
      '-r',
      'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION, "\\n", implode(",", get_loaded_extensions());',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) return undefined;
  const [version = '', extensions = ''] = result.stdout.split('\n');
  const loaded = new Set(extensions.toLowerCase().split(','));
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const oldEnough =
    major > MINIMUM_VERSION[0] || (major === MINIMUM_VERSION[0] && minor >= MINIMUM_VERSION[1]);
  const missing = Object.keys(REQUIRED_EXTENSIONS).filter((name) => !loaded.has(name));
  return { version, oldEnough, missing };
}

function howToGetIt(missing) {
  const packages = ['php-cli', ...missing.map((name) => REQUIRED_EXTENSIONS[name])];
  return (
    `Sporta's WordPress needs PHP ${MINIMUM_VERSION.join('.')}+ with ${Object.keys(REQUIRED_EXTENSIONS).join(', ')}. ` +
    `Install them (Debian/Ubuntu: \`sudo apt-get install -y ${[...new Set(packages)].join(' ')}\`) ` +
    'or point PHP_BINARY at a PHP that has them, then run the command again.'
  );
}

/** Debian's packages that bring a PHP with every extension WordPress on SQLite needs. */
const PHP_PACKAGES = ['php-cli', ...Object.values(REQUIRED_EXTENSIONS)];

const usable = (found) => Boolean(found?.oldEnough && found.missing.length === 0);

/** The Debian packages `ensurePhp` would install: none when the PHP is usable or PHP_BINARY is set. */
export function phpPackagesNeeded(env = process.env) {
  return env.PHP_BINARY || usable(probe('php')) ? [] : PHP_PACKAGES;
}

/** Returns the PHP executable to use, installing Debian's packages first when possible. */
export function ensurePhp(env = process.env, log = console.log) {
  const php = env.PHP_BINARY ?? 'php';
  let found = probe(php);
  if (usable(found)) return php;
  if (env.PHP_BINARY || !canInstallWithApt()) {
    throw new Error(howToGetIt(found?.missing ?? Object.keys(REQUIRED_EXTENSIONS)));
  }
  log("PHP for WordPress is missing: installing Debian's packages with apt-get…");
  aptInstall(PHP_PACKAGES);
  found = probe(php);
  if (usable(found)) return php;
  throw new Error(howToGetIt(found?.missing ?? Object.keys(REQUIRED_EXTENSIONS)));
}

// `node cms/php.mjs`: find (or install) the PHP, print it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`PHP for WordPress: ${ensurePhp()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
