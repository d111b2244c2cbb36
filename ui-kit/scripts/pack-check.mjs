/**
 * Proves @sporta/ui-kit is publishable: builds it, packs it with `npm pack`, installs the
 * tarball in a scratch project next to React, then imports it there with plain Node — no
 * bundler, no workspace — server-renders a component and checks the CSS exports resolve.
 * Run: npm run test:pack -w @sporta/ui-kit
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

run('node', [join(root, 'scripts/build.mjs')], root);
const scratch = mkdtempSync(join(tmpdir(), 'sporta-ui-kit-pack-'));
try {
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', scratch], join(root, 'dist/package')),
  );
  console.log(`packed ${packed.filename}: ${packed.size} bytes, ${packed.entryCount} files`);

  const react = JSON.parse(readFileSync(join(root, '../node_modules/react/package.json'), 'utf8'));
  writeFileSync(
    join(scratch, 'package.json'),
    '{ "name": "scratch", "private": true, "type": "module" }\n',
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      join(scratch, packed.filename),
      `react@${react.version}`,
      `react-dom@${react.version}`,
    ],
    scratch,
  );

  writeFileSync(
    join(scratch, 'render.mjs'),
    `import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PriceDisplay, QuantityStepper, ProductCard } from '@sporta/ui-kit';
const html = renderToStaticMarkup(createElement(ProductCard, {
  name: 'Latte fresco intero 1 l', href: '/product/latte', imageSrc: '/latte.png',
  price: { price: 1.39, standardPrice: 1.59 },
  actions: createElement(QuantityStepper, { value: 2, unit: 'pz', label: 'Quantità', onIncrease() {}, onDecrease() {} }),
}));
if (!html.includes('Latte fresco intero 1 l') || !html.includes('1,39') || !html.includes('role="spinbutton"')) {
  throw new Error('unexpected markup: ' + html);
}
for (const css of ['@sporta/ui-kit/styles.css', '@sporta/ui-kit/tokens.css']) import.meta.resolve(css);
console.log('rendered from the tarball:', html.length, 'characters of HTML;', typeof PriceDisplay);
`,
  );
  process.stdout.write(run('node', ['render.mjs'], scratch));
  console.log('pack check passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
