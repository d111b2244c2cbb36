/**
 * Regenerates from openapi/ebsn.yaml: Redocly bundles the split document into one, then
 * - sdk/src/generated/ebsn.ts: its types, by openapi-typescript;
 * - sdk/src/generated/operations.ts: each path's methods and whether they change state (issue 12:
 *   the storefront's proxy refuses state-changing calls from other sites; see operations-table.mjs).
 *
 *   npx node sdk/scripts/generate.mjs          writes the file
 *   npx node sdk/scripts/generate.mjs --check  exits 1 when a committed file is stale
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { operationsModule } from './operations-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = join(root, 'openapi', 'ebsn.yaml');
const generatedDir = join(root, 'sdk', 'src', 'generated');
const check = process.argv.includes('--check');

const HEADER = `/**
 * generated — do not edit.
 * Types of /ebsn/api from openapi/ebsn.yaml, by sdk/scripts/generate.mjs (openapi-typescript).
 * Change the OpenAPI document and run \`npx node sdk/scripts/generate.mjs\`.
 */
`;

const work = mkdtempSync(join(tmpdir(), 'sporta-sdk-'));
try {
  // JSON, so the operations table is read without a YAML parser; openapi-typescript takes either.
  const bundled = join(work, 'ebsn.bundled.json');
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'),
      'bundle',
      source,
      '--config',
      join(root, 'openapi', 'redocly.yaml'),
      '--output',
      bundled,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const ast = await openapiTS(pathToFileURL(bundled), { silent: true });
  const files = {
    'ebsn.ts': HEADER + astToString(ast),
    'operations.ts': operationsModule(JSON.parse(readFileSync(bundled, 'utf8'))),
  };

  let stale = false;
  for (const [name, generated] of Object.entries(files)) {
    const target = join(generatedDir, name);
    if (!check) {
      writeFileSync(target, generated);
      console.log(`wrote ${relative(root, target)} (${generated.split('\n').length} lines)`);
      continue;
    }
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {}
    if (committed === generated) {
      console.log(`${relative(root, target)} is up to date with openapi/ebsn.yaml.`);
    } else {
      console.error(
        `${relative(root, target)} is stale: run \`npx node sdk/scripts/generate.mjs\` and commit it.`,
      );
      stale = true;
    }
  }
  if (stale) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
