// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The browser part of the catalogue: what ui-kit components can count on inside an island.
import { messages } from '../../src/i18n/messages/browser';

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the ui-kit texts', () => {
  const used = new Set<string>();
  for (const file of sourceFiles(import.meta.dirname)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
      used.add(match[1] ?? '');
    }
  }

  it('finds the keys (the scan works)', () => {
    expect(used).toContain('drawer.close');
    expect(used).toContain('ui.dialog.close');
  });

  it('are all in the catalogue that ships to browsers', () => {
    expect([...used].filter((key) => messages[key] === undefined)).toEqual([]);
  });
});
