#!/usr/bin/env node
/**
 * What each @sporta/ui-kit component costs a page: every public component is bundled alone
 * (Vite, minified, as the storefront builds islands), React left out, and its JavaScript and
 * CSS are gzip-compressed (level 9) and printed. Then the budget of issue 6: product card +
 * quantity stepper + price display together ≤ 6 KB gzip, React excluded.
 *
 * "js" includes what the component pulls from @sporta/i18n (t, formatters and the browser
 * part of the catalogue, shared by every island on a page); "own js" leaves @sporta/i18n out.
 *
 *   npx node bench/ui-kit-size.mjs            (or: npm run bench:ui-kit, once wired)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const BUDGET_BYTES = 6 * 1024;
const uiKit = join(import.meta.dirname, '../ui-kit/src/index.ts');
const work = mkdtempSync(join(tmpdir(), 'sporta-ui-kit-bench-'));
let builds = 0;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);

async function measure(names, { withI18n = true } = {}) {
  builds += 1;
  const entry = join(work, `entry-${builds}.js`);
  writeFileSync(entry, `export { ${names.join(', ')} } from ${JSON.stringify(uiKit)};\n`);
  const outDir = `${entry}.out`;
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: 'bundle', cssFileName: 'bundle' },
      rolldownOptions: {
        external: (id) =>
          /^react(-dom)?($|\/)/.test(id) || (!withI18n && id.startsWith('@sporta/i18n')),
      },
    },
  });
  const files = readdirSync(outDir);
  const read = (ext) =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('');
  return { js: gzip(read('.js')), css: gzip(read('.css')) };
}

// Every exported component: capitalised value exports of each component folder's index.ts.
const source = join(import.meta.dirname, '../ui-kit/src');
const publicFolders = [...readFileSync(uiKit, 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map(
  (m) => m[1],
);
const components = publicFolders
  .flatMap((folder) => {
    const index = readFileSync(join(source, folder ?? '', 'index.ts'), 'utf8');
    return [...index.matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim()),
    );
  })
  .filter((name) => /^[A-Z][a-z]/.test(name) && !name.endsWith('Icon'));

try {
  console.log(`@sporta/ui-kit — gzip sizes per component (React excluded)\n`);
  console.log(
    `${'component'.padEnd(22)}${'js'.padStart(9)}${'own js'.padStart(10)}${'css'.padStart(9)}${'total'.padStart(10)}`,
  );
  for (const name of components) {
    const all = await measure([name]);
    const own = await measure([name], { withI18n: false });
    console.log(
      `${name.padEnd(22)}${kb(all.js)}${kb(own.js).padStart(10)}${kb(all.css)}${kb(all.js + all.css).padStart(10)}`,
    );
  }
  const combo = ['ProductCard', 'QuantityStepper', 'PriceDisplay'];
  const together = await measure(combo);
  const total = together.js + together.css;
  console.log(
    `\n${combo.join(' + ')}: js ${kb(together.js).trim()} + css ${kb(together.css).trim()} = ${kb(total).trim()} gzip; budget ${kb(BUDGET_BYTES).trim()} — ${total <= BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
  );
  const togetherOwn = await measure(combo, { withI18n: false });
  console.log(
    `  of which the kit's own code: js ${kb(togetherOwn.js).trim()} + css ${kb(togetherOwn.css).trim()}; the rest is @sporta/i18n (t, formatters, browser catalogue)`,
  );
  const everything = await measure(components);
  console.log(
    `the whole kit: js ${kb(everything.js).trim()} + css ${kb(everything.css).trim()} gzip`,
  );
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
