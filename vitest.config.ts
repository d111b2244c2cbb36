import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { findTestBrowser } from './scripts/chromium.mjs';

// `npm test` ensures a Chromium before Vitest starts; Playwright never fetches one of its own.
const testBrowser = findTestBrowser() ?? {};

const UNIT_FILES = [
  'src/**/*.test.ts',
  'packages/i18n/**/*.test.ts',
  'sdk/**/*.test.ts',
  'ui-kit/**/*.test.ts',
  'scripts/**/*.test.ts',
  'app/src/**/*.test.ts',
];
const unitFiles = globSync(UNIT_FILES, {
  cwd: import.meta.dirname,
  exclude: ['**/node_modules/**'],
}).map((file) => ({ file, text: readFileSync(`${import.meta.dirname}/${file}`, 'utf8') }));
/**
 * Unit files with a registry and an environment of their own each: those that replace a module
 * (vi.mock, vi.doMock), and those that drive the overlays through a jsdom's history — an
 * overlay's close under way is module state, and jsdom drops a pending Back at the next
 * pushState, so it could hang the next file's overlays.
 */
const ISOLATED_UNITS = unitFiles
  .filter(({ text }) =>
    /\bvi\.(mock|doMock)\(|from '[./]*(shell\/)?overlay(\/overlay)?'/.test(text),
  )
  .map(({ file }) => file);
/** The other unit files that ask for a DOM: one jsdom per worker, shared. */
const DOM_UNITS = unitFiles
  .filter(
    ({ file, text }) => /@vitest-environment jsdom/.test(text) && !ISOLATED_UNITS.includes(file),
  )
  .map(({ file }) => file);
/** What both unit projects share. */
const unit: InlineConfig = {
  // Components (*.test.tsx) need a DOM; plain modules run in Node, a file that needs the
  // browser's globals says so (`// @vitest-environment jsdom`). A jsdom for every file was most
  // of this project's time.
  environment: 'node',
  pool: 'threads',
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
};

// One Vitest run, several projects: `unit`, `unit-isolated` and `unit-dom` (plain modules in Node,
// or in a jsdom), `components` (jsdom + Testing Library), `storybook` (every story in Chromium),
// `cms` (the real WordPress over HTTP), `backend` (the reference EBSN server over HTTP, checked
// against openapi/ebsn.yaml), `rules` (@sporta/rules) and `contracts` (Pact consumer tests,
// provider verification).
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: Vitest's default leaves one for itself, which on a 2-CPU machine ran one test
    // file at a time while most files wait on a server (WordPress, the backend, Chromium).
    maxWorkers: availableParallelism(),
    projects: [
      'cms/vitest.config.ts',
      'reference-backend/vitest.config.ts',
      'reference-backend/vitest.pact.config.ts',
      'contracts/vitest.config.ts',
      'contracts/vitest.checks.config.ts',
      'packages/rules/vitest.config.ts',
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          // One module registry per worker, not one per file (64 s → 30 s for unit and rules on
          // 2 CPUs: loading the same modules again for every file was most of it). The files
          // of ISOLATED_UNITS and DOM_UNITS run apart, below; a test that leaks state into the
          // next is a bug (checked with --sequence.shuffle.files).
          isolate: false,
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...ISOLATED_UNITS, ...DOM_UNITS],
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-isolated', include: ISOLATED_UNITS },
      },
      {
        extends: true,
        // A jsdom for each of these files was most of their time; one per worker, as for the
        // components. Each test sets up the DOM and the stores it reads (checked with files and
        // tests shuffled, --sequence.shuffle.files --sequence.shuffle.tests, 28 seeds).
        test: {
          ...unit,
          name: 'unit-dom',
          environment: 'jsdom',
          isolate: false,
          include: DOM_UNITS,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          pool: 'threads',
          // One jsdom per worker instead of one per file (51 s → 9 s on two cores): each test
          // resets the stores it sets (beforeEach) and Testing Library unmounts after each.
          // Checked with --sequence.shuffle; a test that leaks state into the next is a bug.
          isolate: false,
          globals: true,
          include: ['src/**/*.test.tsx', 'ui-kit/**/*.test.tsx', 'sdk/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      // Every story of /stories rendered in Chromium: play functions and axe checks (issue 6).
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Without this Vite serves React's CommonJS entry as ESM and the run fails.
        optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
        test: {
          name: 'storybook',
          // The first story of a file waits for Vite to transform its modules: on 2 CPUs busy with
          // the checks beside it and another process, Drawer's took over browser mode's 15 s.
          testTimeout: 60_000,
          // Every story file in one page, not an iframe each: React, the preview and axe load
          // once (72 s → 38 s on 2 CPUs). Each story unmounts after its test; passed with the
          // files shuffled (--sequence.shuffle.files).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium: no test tool may download its own browser here.
            provider: playwright({
              launchOptions: testBrowser,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
