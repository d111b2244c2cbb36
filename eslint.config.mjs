// ESLint has one job here: the import rules of the layout (docs: architecture.md, "Layout"),
// run by `npm run check:layout`. Biome stays the linter for everything else. ESLint is used
// because, with eslint-plugin-astro, it reads the imports in .astro frontmatter and <script>
// blocks, which dependency-cruiser cannot parse.
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const STOREFRONT = ['pages', 'app', 'shell', 'platform', 'feature', 'src'];
const PACKAGES = ['i18n', 'rules', 'sdk', 'ui-kit'];
const CHECKED = '{src,packages,sdk,ui-kit,reference-backend}';

export default [
  { ignores: ['**/dist/**', '**/.astro/**', 'sdk/src/generated/**', '**/*.gen.ts'] },
  // Parsers only, no astro rules. The client <script> blocks become virtual `X.astro/N_N.ts` files.
  ...astro.configs.base,
  { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tseslint.parser } },
  {
    files: [`${CHECKED}/**/*.{ts,tsx,mts,cts,js,mjs,jsx,astro}`, `${CHECKED}/**/*.astro/*.{js,ts}`],
    plugins: { boundaries },
    settings: {
      // Resolves like TypeScript: workspace "exports"/"imports" lead to the real folders, so
      // `@sporta/i18n` counts as packages/i18n rather than as an npm package.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Folders from the repository root (partialMatch: false), so `ui-kit/src` is not `src`.
      'boundaries/elements': [
        { type: 'pages', pattern: 'src/pages', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'shell', pattern: 'src/shell', partialMatch: false },
        { type: 'platform', pattern: 'src/platform', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        // the rest of src/ (middleware.ts, env.d.ts, …): still "src/" for the packages' rule
        { type: 'src', pattern: 'src', partialMatch: false },
        { type: 'i18n', pattern: 'packages/i18n', partialMatch: false },
        { type: 'rules', pattern: 'packages/rules', partialMatch: false },
        { type: 'sdk', pattern: 'sdk', partialMatch: false },
        { type: 'ui-kit', pattern: 'ui-kit', partialMatch: false },
        { type: 'backend', pattern: 'reference-backend', partialMatch: false },
      ],
      // The rules package may use test tools in its tests; "no runtime import" is for shipped code.
      'boundaries/files': [
        {
          category: 'test',
          pattern: ['**/*.test.{ts,tsx}', '**/vitest.config.ts'],
          stopMatching: true,
        },
        { category: 'code', pattern: '**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // npm packages and node: builtins are judged too (rules package, ui-kit vs nanostores)
          checkAllOrigins: true,
          // The last policy that matches an import decides.
          policies: [
            {
              from: { element: { type: 'shell' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'pages'] } } } },
              message:
                'src/shell imports no feature, app or page: features register with the shell.',
            },
            {
              from: { element: { type: 'platform' } },
              disallow: {
                to: { element: { types: { anyOf: ['shell', 'feature', 'app', 'pages'] } } },
              },
              message: 'src/platform imports no shell, feature, app or page.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message: 'Import another feature only through its index.ts (the actions it exports).',
            },
            {
              // index.ts, and a feature's stateless lookups (`*-lookups.ts`: calls without stores),
              // which another feature's page can take without the whole feature (docs/adr/0013).
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    fileInternalPath: '{index.ts,*-lookups.ts,*/*-lookups.ts}',
                  },
                },
              },
            },
            {
              from: { element: { type: '!pages' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only src/pages imports src/app (the composition root).',
            },
            {
              disallow: { to: { element: { type: 'pages' } } },
              message: 'Nothing imports src/pages.',
            },
            {
              from: { element: { types: { anyOf: [...PACKAGES, 'backend'] } } },
              disallow: { to: { element: { types: { anyOf: STOREFRONT } } } },
              message: 'packages/*, sdk, ui-kit and reference-backend import nothing from src/.',
            },
            {
              from: { element: { types: { anyOf: PACKAGES } } },
              disallow: { to: { element: { type: 'backend' } } },
              message: 'packages/*, sdk and ui-kit import nothing from reference-backend/.',
            },
            {
              from: { element: { type: 'ui-kit' } },
              disallow: [
                { to: { element: { type: 'sdk' } } },
                { to: { module: { source: ['nanostores', '@nanostores/*'] } } },
              ],
              message: 'ui-kit knows no SDK and no store.',
            },
            // @sporta/rules stays dependency-free: nothing may leave the package at runtime.
            // `import type` from @sporta/i18n is erased by TypeScript, so it is allowed.
            {
              from: { element: { type: 'rules' }, file: { categories: 'code' } },
              disallow: { to: { module: { origin: '*' } } },
              message: 'packages/rules imports no runtime module (only `import type` from i18n).',
            },
            {
              from: { element: { type: 'rules' } },
              allow: { to: { element: { type: 'i18n' } }, dependency: { kind: 'type' } },
            },
          ],
        },
      ],
    },
  },
];
