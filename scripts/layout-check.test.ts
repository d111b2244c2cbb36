// @vitest-environment node
// Proves that `npm run check:layout` (eslint.config.mjs) bites: imports that break the layout
// rules of docs "Layout" are reported, in .ts and in .astro frontmatter and <script> blocks,
// and the allowed ones are not.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'boundaries/dependencies';
// Others may run this suite at the same time: each run owns its probe names.
const tag = `__layout-probe-${process.pid}`;

const eslint = new ESLint({ cwd: root });

/** Line numbers the layout rule reports in one lint result. */
function flaggedLines(result: ESLint.LintResult | undefined): number[] {
  expect(result, 'file was not linted').toBeDefined();
  const fatal = result?.messages.filter((m) => m.fatal) ?? [];
  expect(fatal, 'parse error').toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line);
}

describe('layout check on files in the tree', () => {
  // Real files, found by walking folders as the CLI does; the .astro one proves that
  // frontmatter and client <script> imports are read.
  const probes: Record<string, { code: string; lines: number[] }> = {
    [`src/shell/${tag}.ts`]: { code: "import '../features/cart/cart';\n", lines: [1] },
    [`src/shell/${tag}.astro`]: {
      code: [
        '---',
        "import '../features/cart/cart';",
        '---',
        '<p>probe</p>',
        '<script>',
        "  import '../features/cart/cart';",
        '</script>',
        '',
      ].join('\n'),
      lines: [2, 6],
    },
    [`src/features/content/${tag}.ts`]: { code: "import '../cart/cart';\n", lines: [1] },
    // A feature reached through its public entry is fine, by file or by folder.
    [`src/features/${tag}/index.ts`]: { code: 'export const probe = 1;\n', lines: [] },
    [`src/features/content/${tag}-allowed.ts`]: {
      code: `import '../${tag}/index';\nimport '../${tag}';\n`,
      lines: [],
    },
  };
  const abs = (file: string) => path.join(root, file);
  let results: ESLint.LintResult[] = [];

  beforeAll(async () => {
    try {
      mkdirSync(abs(`src/features/${tag}`), { recursive: true });
      for (const [file, { code }] of Object.entries(probes)) writeFileSync(abs(file), code);
      results = await eslint.lintFiles([
        'src/shell',
        'src/features/content',
        `src/features/${tag}`,
      ]);
    } finally {
      // Other engineers' tools watch src/: the probes live only while ESLint reads them.
      for (const file of Object.keys(probes)) rmSync(abs(file), { force: true });
      rmSync(abs(`src/features/${tag}`), { recursive: true, force: true });
    }
  }, 120_000);

  afterAll(() => {
    for (const file of Object.keys(probes)) rmSync(abs(file), { force: true });
    rmSync(abs(`src/features/${tag}`), { recursive: true, force: true });
  });

  // Named without the pid, so that the test names stay the same from run to run.
  it.each(
    Object.entries(probes).map(
      ([file, probe]) => [file.replaceAll(tag, '<probe>'), file, probe] as const,
    ),
  )('%s', (_name, file, { lines }) => {
    expect(flaggedLines(results.find((r) => r.filePath === abs(file)))).toEqual(lines);
  });
});

describe('layout check on virtual files', () => {
  // [where the importing file would live, its code, lines that must be reported]
  // The imported modules are real; the importing file is never written.
  const cases: [string, string[], number[]][] = [
    ['src/shell/x.ts', ["import '../app/Page.astro';", "import '../pages/index.astro';"], [1, 2]],
    ['src/shell/x.ts', ["import '../platform/config';", "import '@sporta/ui-kit';"], []],
    [
      'src/platform/x.ts',
      [
        "import '../shell/overlay/toasts';",
        "import '../features/cart/cart';",
        "import '@sporta/sdk';",
      ],
      [1, 2],
    ],
    [
      'src/features/cart/x.ts',
      ["import '../../app/Page.astro';", "import '../content/cache';", "import './cart';"],
      [1, 2],
    ],
    ['src/features/cart/x.ts', ["import type { X } from '../content/content';"], [1]],
    ['src/features/cart/x.ts', ["export * from '../content/cache';"], [1]],
    ['src/features/cart/x.ts', ["const m = import('../content/cache');"], [1]],
    ['src/pages/x.astro', ['---', "import Page from '../app/Page.astro';", '---', '<Page />'], []],
    ['src/middleware.ts', ["import './pages/index.astro';"], [1]],
    ['packages/i18n/x.ts', ["import '../../src/shell/overlay/toasts';"], [1]],
    [
      'sdk/src/x.ts',
      [
        "import '../../src/platform/config';",
        "import '../../reference-backend/server';",
        "import '@sporta/i18n';",
      ],
      [1, 2],
    ],
    [
      'ui-kit/src/x.ts',
      [
        "import '@sporta/sdk';",
        "import 'nanostores';",
        "import '@nanostores/react';",
        "import 'react';",
        "import '@sporta/i18n';",
      ],
      [1, 2, 3],
    ],
    [
      'packages/rules/src/x.ts',
      [
        "import type { MessageKey } from '@sporta/i18n';",
        "import { type Locale } from '@sporta/i18n';", // kept at runtime (verbatimModuleSyntax)
        "import '@sporta/i18n';",
        "import 'node:fs';",
        "import 'zod';",
        "import type { Sdk } from '@sporta/sdk';",
        "import './money';",
      ],
      [2, 3, 4, 5, 6],
    ],
    ['packages/rules/src/x.test.ts', ["import 'vitest';", "import 'fast-check';"], []],
    [
      'reference-backend/x.ts',
      ["import '../src/platform/config';", "import '@sporta/rules';"],
      [1],
    ],
  ];

  it.each(cases)(
    '%s: %j',
    async (filePath, code, lines) => {
      const [result] = await eslint.lintText(`${code.join('\n')}\n`, { filePath });
      expect(flaggedLines(result)).toEqual(lines);
    },
    60_000,
  );
});
