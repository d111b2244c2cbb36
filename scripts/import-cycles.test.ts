// @vitest-environment node
// Proves that `npm run check:layout` finds import cycles (scripts/import-cycles.mjs), of every
// kind of import it claims to read, and that the checked folders have none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const probe = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

/** The cycles of a tree written from `files` (path → text), as paths relative to it. */
function cyclesOf(name: string, files: Record<string, string>): string[][] {
  const folder = path.join(probe, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return findCycles(importGraph([folder])).map((cycle) =>
    cycle.map((file) => path.relative(folder, file)),
  );
}

describe('the import-cycle check', () => {
  it('finds a cycle made of a type import one way and a value import back', () => {
    const cycles = cyclesOf('types', {
      'a/session.ts': "import { COUNT } from './count';\nexport type Jar = string;\n",
      'a/count.ts': "import type { Jar } from './session';\nexport const COUNT = 'c';\n",
    });
    expect(cycles).toEqual([['a/count.ts', 'a/session.ts', 'a/count.ts']]);
  });

  it('finds one through a dynamic import, an .astro frontmatter and a folder index', () => {
    const cycles = cyclesOf('kinds', {
      'life.ts': "export const check = () => import('./check');\n",
      'check.ts': "import './Page.astro';\n",
      'Page.astro': "---\nimport { x } from './parts';\n---\n<p>{x}</p>\n",
      'parts/index.ts': "import '../life';\nexport const x = 1;\n",
    });
    expect(cycles).toEqual([['Page.astro', 'parts/index.ts', 'life.ts', 'check.ts', 'Page.astro']]);
  });

  it('finds one through an .astro <script> block, and none where imports only go down', () => {
    expect(
      cyclesOf('script', {
        'Shell.astro': "<div></div>\n<script>\n  import './shell.client';\n</script>\n",
        'shell.client.ts': "import './Shell.astro';\n",
      }),
    ).toHaveLength(1);
    expect(
      cyclesOf('tree', {
        'page.ts': "import './cart';\nimport './session';\n",
        'cart.ts': "import './session';\n",
        'session.ts': "import 'cookie';\n",
      }),
    ).toEqual([]);
  });

  it('finds no cycle in the checked folders', () => {
    const folders = ['src', 'packages', 'sdk', 'ui-kit', 'reference-backend'];
    const cycles = findCycles(importGraph(folders.map((folder) => path.join(root, folder))));
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([]);
  });
});
