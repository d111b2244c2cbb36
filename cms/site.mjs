/**
 * Lays out the WordPress site of a data dir from npm packages only (no network): WordPress and the
 * SQLite Database Integration plugin built for it, both from @wp-playground/wordpress-builds,
 * Sporta's wp-config.php and a loader for the mu-plugin in cms/mu-plugins.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

const require = createRequire(import.meta.url);
const CMS_DIR = dirname(fileURLToPath(import.meta.url));

/** The WordPress build shipped by @wp-playground/wordpress-builds that Sporta runs. */
export const WORDPRESS_BUILD = 'wp-6.5';

const SQLITE_PLUGIN_PREFIX = 'sqlite-database-integration-main/';

function packageDir(name) {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Writes every entry of a zip under `target`, renaming the `stripPrefix` folder away. */
function extractZip(zipPath, target, { stripPrefix = '', skip = () => false } = {}) {
  const entries = unzipSync(readFileSync(zipPath));
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/') || !name.startsWith(stripPrefix)) continue;
    const relative = name.slice(stripPrefix.length);
    if (skip(relative)) continue;
    const path = join(target, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
}

/** PHP string literal for a path. */
function phpString(value) {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

function writeSalts(path) {
  const names = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'];
  const lines = names.flatMap((name) => [
    `define( '${name}_KEY', '${randomBytes(32).toString('base64')}' );`,
    `define( '${name}_SALT', '${randomBytes(32).toString('base64')}' );`,
  ]);
  writeFileSync(
    path,
    `<?php\n// Written once by cms/site.mjs for this data dir.\n${lines.join('\n')}\n`,
  );
}

/**
 * Makes `<dataDir>/site` a WordPress ready to install or serve. WordPress files are written only
 * the first time; wp-config.php and the mu-plugin loader are refreshed on every call.
 * @returns {{ siteDir: string, databaseFile: string }}
 */
export function layOutSite(dataDir) {
  const siteDir = join(dataDir, 'site');
  const content = join(siteDir, 'wp-content');

  if (!existsSync(join(siteDir, 'wp-includes', 'version.php'))) {
    const builds = packageDir('@wp-playground/wordpress-builds');
    // The zip holds WordPress' PHP; the build's public/ folder holds the static assets it left out.
    extractZip(join(builds, 'src', 'wordpress', `${WORDPRESS_BUILD}.zip`), siteDir, {
      skip: (path) => path === 'wp-config.php' || path.startsWith('wp-content/database/'),
    });
    const assets = join(builds, 'public', WORDPRESS_BUILD);
    for (const folder of ['wp-admin', 'wp-includes', join('wp-content', 'themes')]) {
      cpSync(join(assets, folder), join(siteDir, folder), { recursive: true });
    }

    const pluginDir = join(content, 'plugins', 'sqlite-database-integration');
    extractZip(
      join(builds, 'src', 'sqlite-database-integration', 'sqlite-database-integration.zip'),
      pluginDir,
      {
        stripPrefix: SQLITE_PLUGIN_PREFIX,
      },
    );
    const dropIn = readFileSync(join(pluginDir, 'db.copy'), 'utf8')
      .replaceAll(
        "'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'",
        "__DIR__ . '/plugins/sqlite-database-integration'",
      )
      .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
    writeFileSync(join(content, 'db.php'), dropIn);
  }

  for (const folder of ['database', 'uploads', 'mu-plugins']) {
    mkdirSync(join(content, folder), { recursive: true });
  }
  const salts = join(dataDir, 'wp-salts.php');
  if (!existsSync(salts)) writeSalts(salts);
  cpSync(join(CMS_DIR, 'wp', 'wp-config.php'), join(siteDir, 'wp-config.php'));
  // mu-plugins loads only files directly in the folder: a one-line loader points at the repo's copy,
  // so an edit under cms/mu-plugins is live at the next request.
  const plugin = join(CMS_DIR, 'mu-plugins', 'sporta', 'sporta.php');
  writeFileSync(
    join(content, 'mu-plugins', 'sporta-loader.php'),
    `<?php\n// Written by cms/site.mjs at every start.\nrequire_once ${phpString(plugin)};\n`,
  );

  return { siteDir, databaseFile: join(content, 'database', '.ht.sqlite') };
}
