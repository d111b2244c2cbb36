// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as browserMessages } from './messages/browser';
import { messages } from './messages/index';

const REPO = join(import.meta.dirname, '..', '..');
const SOURCE = /\.(astro|ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(join(REPO, dir))) return [];
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'i18n' || entry.name === 'generated' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [path] : [];
  });
}

/**
 * Keys written literally in `t('…')` or `refused('…')` (src/platform/results/outcome.ts), plural bases
 * in `tn('…')`, prefixes of `t(\`a.${b}\`)`.
 */
function usedKeys(files: string[]) {
  const keys = new Set<string>();
  const plurals = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(REPO, file), 'utf8');
    for (const match of text.matchAll(/\b(?:t|refused)\(\s*'([^']+)'/g)) keys.add(match[1] ?? '');
    for (const match of text.matchAll(/\btn\(\s*'([^']+)'/g)) plurals.add(match[1] ?? '');
    for (const match of text.matchAll(/\bt\(\s*`([^`$]+)\$\{/g)) prefixes.add(match[1] ?? '');
  }
  const expanded = [
    ...keys,
    ...[...plurals].flatMap((base) => ['zero', 'one', 'other'].map((form) => `${base}.${form}`)),
  ];
  return { keys: expanded, prefixes: [...prefixes] };
}

const missingFrom = (catalogue: object, keys: string[]) =>
  keys.filter((key) => !(key in catalogue));
const prefixesMissingFrom = (catalogue: object, prefixes: string[]) =>
  prefixes.filter((prefix) => !Object.keys(catalogue).some((key) => key.startsWith(prefix)));

describe('the catalogue covers every caller', () => {
  const everywhere = usedKeys([
    ...sourceFiles('src'),
    ...sourceFiles('ui-kit/src'),
    ...sourceFiles('sdk/src'),
  ]);

  it('finds the shell using the catalogue (the scan works)', () => {
    expect(everywhere.keys.length).toBeGreaterThan(20);
    expect(everywhere.keys).toContain('topbar.searchLabel');
    expect(everywhere.keys).toContain('topbar.cartCount.one');
  });

  it('defines every key the storefront, the ui-kit and the SDK use', () => {
    expect(missingFrom(messages, everywhere.keys)).toEqual([]);
    expect(prefixesMissingFrom(messages, everywhere.prefixes)).toEqual([]);
  });
});

describe('the browser part of the catalogue', () => {
  // Code that runs in browsers: islands (.tsx), client scripts (.client.ts), stores (nanostores),
  // the ui-kit and the SDK.
  const runsInBrowsers = (file: string) =>
    file.endsWith('.tsx') ||
    file.endsWith('.client.ts') ||
    (file.endsWith('.ts') && readFileSync(join(REPO, file), 'utf8').includes("from 'nanostores'"));
  const clientFiles = [
    ...sourceFiles('src').filter(runsInBrowsers),
    ...sourceFiles('ui-kit/src'),
    ...sourceFiles('sdk/src'),
  ];

  /** The message files a source file registers: `addMessages(part)`, `part` imported by name. */
  async function registeredTexts(text: string): Promise<Record<string, string>> {
    const texts: Record<string, string> = {};
    for (const [, part] of text.matchAll(/\baddMessages\((\w+)\)/g)) {
      // `import { part }` or `import { name as part }` (a component whose props say `product`).
      const from = new RegExp(
        `import \\{[^}]*?(?:\\b(\\w+) as )?\\b${part}\\b[^}]*\\} from '@sporta/i18n/messages/([\\w-]+)'`,
      );
      const found = from.exec(text);
      const file = found?.[2];
      if (!file) throw new Error(`addMessages(${part}) without its import`);
      const module = (await import(`./messages/${file}.ts`)) as Record<string, object>;
      const exported = module[found?.[1] ?? part ?? ''];
      if (!exported) throw new Error(`addMessages(${part}): messages/${file} has no such export`);
      Object.assign(texts, exported);
    }
    return texts;
  }

  it('finds the client code using the catalogue (the scan works)', () => {
    const keys = usedKeys(clientFiles).keys;
    expect(keys).toContain('ui.dialog.close');
    expect(keys).toContain('cart.summary.checkout');
  });

  it('has every key a client file uses, from the shell part or a part the file registers', async () => {
    const missing: string[] = [];
    for (const file of clientFiles) {
      const text = readFileSync(join(REPO, file), 'utf8');
      const available = { ...browserMessages, ...(await registeredTexts(text)) };
      const used = usedKeys([file]);
      for (const key of missingFrom(available, used.keys)) missing.push(`${file}: ${key}`);
      for (const prefix of prefixesMissingFrom(available, used.prefixes))
        missing.push(`${file}: ${prefix}…`);
    }
    expect(missing).toEqual([]);
  });

  it('is a true part of the whole catalogue, with the same texts', () => {
    for (const [key, text] of Object.entries(browserMessages)) {
      expect(messages[key as keyof typeof messages]).toBe(text);
    }
  });

  it('leaves out the texts of components a page may not show', () => {
    expect(browserMessages['cart.summary.checkout']).toBeUndefined();
    expect(browserMessages['order.status.8']).toBeUndefined();
  });
});
