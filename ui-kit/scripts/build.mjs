/**
 * Builds the publishable @sporta/ui-kit into ui-kit/dist/package: one ESM file (React stays a
 * peer; the Italian texts and formatters of @sporta/i18n are bundled in), one CSS file with
 * every component's styles, the design tokens, type declarations and a package.json whose
 * `exports` point at them. Publish with `npm publish ui-kit/dist/package` (docs/adr/0004).
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const out = join(root, 'dist/package');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(join(root, 'dist'), { recursive: true, force: true });

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: out,
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'ui-kit' },
    rolldownOptions: { external: [/^react(-dom)?($|\/)/] },
  },
  css: { modules: { generateScopedName: 'sp-[local]-[hash:base64:5]' } },
});

// Declarations of the ui-kit's own files; none may name @sporta/i18n (checked below).
execFileSync('tsc', ['-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
const typesRoot = join(root, 'dist/types');
copyTree(typesRoot, join(out, 'types'));
rmSync(join(root, 'dist/types'), { recursive: true, force: true });
for (const file of walk(join(out, 'types'))) {
  const text = readFileSync(file, 'utf8');
  if (text.includes('@sporta/i18n')) {
    throw new Error(`${file} refers to @sporta/i18n, which the published package does not carry`);
  }
  // Full specifiers, so consumers on moduleResolution node16/nodenext resolve them too.
  const fullSpecifiers = text.replace(/from '(\.{1,2}\/[^']+)'/g, (_, specifier) => {
    const target = join(file, '..', specifier);
    return existsSync(target) && statSync(target).isDirectory()
      ? `from '${specifier}/index.js'`
      : `from '${specifier}.js'`;
  });
  writeFileSync(file, fullSpecifiers);
}

copyFileSync(join(root, 'src/tokens.css'), join(out, 'tokens.css'));
copyFileSync(join(root, 'README.md'), join(out, 'README.md'));
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      license: manifest.license,
      type: 'module',
      sideEffects: ['*.css'],
      exports: {
        '.': { types: './types/index.d.ts', import: './index.js' },
        './styles.css': './ui-kit.css',
        './tokens.css': './tokens.css',
      },
      files: ['index.js', 'index.js.map', 'ui-kit.css', 'tokens.css', 'types', 'README.md'],
      peerDependencies: manifest.peerDependencies,
    },
    null,
    2,
  )}\n`,
);
console.log(`@sporta/ui-kit ${manifest.version} built in ${out}`);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function copyTree(from, to) {
  if (!existsSync(from)) throw new Error(`no declarations in ${from}`);
  for (const file of walk(from)) {
    const target = join(to, file.slice(from.length));
    execFileSync('mkdir', ['-p', join(target, '..')]);
    copyFileSync(file, target);
  }
}
