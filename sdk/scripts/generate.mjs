/**
 * Regenerates sdk/src/generated/ebsn.ts from openapi/ebsn.yaml: Redocly bundles the split
 * document into one, openapi-typescript turns it into types.
 *
 *   npx node sdk/scripts/generate.mjs          writes the file
 *   npx node sdk/scripts/generate.mjs --check  exits 1 when the committed file is stale
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = join(root, 'openapi', 'ebsn.yaml');
const target = join(root, 'sdk', 'src', 'generated', 'ebsn.ts');
const check = process.argv.includes('--check');

const HEADER = `/**
 * generated — do not edit.
 * Types of /ebsn/api from openapi/ebsn.yaml, by sdk/scripts/generate.mjs (openapi-typescript).
 * Change the OpenAPI document and run \`npx node sdk/scripts/generate.mjs\`.
 */
`;

const work = mkdtempSync(join(tmpdir(), 'sporta-sdk-'));
try {
  const bundled = join(work, 'ebsn.bundled.yaml');
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
  const generated = HEADER + astToString(ast);

  if (check) {
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {}
    if (committed !== generated) {
      console.error(
        `${relative(root, target)} is stale: run \`npx node sdk/scripts/generate.mjs\` and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${relative(root, target)} is up to date with openapi/ebsn.yaml.`);
  } else {
    writeFileSync(target, generated);
    console.log(`wrote ${relative(root, target)} (${generated.split('\n').length} lines)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
