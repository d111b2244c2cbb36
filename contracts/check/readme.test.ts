/** README.md carries the provider-state table exactly as provider-states.ts generates it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statesTable } from '../states-table';

const START = '<!-- provider-states:start -->';
const END = '<!-- provider-states:end -->';

describe('contracts README', () => {
  it('lists every provider state as provider-states.ts describes it', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    expect(readme.includes(START) && readme.includes(END)).toBe(true);
    expect(table).toBe(statesTable());
  });
});
