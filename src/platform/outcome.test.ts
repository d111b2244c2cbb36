import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { attempt, refusalOf } from './outcome';

describe("an action's outcome", () => {
  it('is the value when the call answers', async () => {
    expect(await attempt(async () => 42)).toEqual({ ok: true, value: 42 });
    expect(refusalOf({ ok: true, value: 42 })).toBeUndefined();
  });

  it("is the server's first text when refused, else the step's fallback", async () => {
    const refusal = new EbsnError({
      status: 1,
      errors: ['Codice non valido', 'x'],
      warnings: [],
      infos: [],
    });
    const outcome = await attempt(() => Promise.reject(refusal), 'errors.errorSettingCartInfo');
    expect(outcome).toEqual({ ok: false, text: 'Codice non valido' });
    expect(refusalOf(outcome)).toBe('Codice non valido');
    const failed = await attempt(() => Promise.reject(new Error('x')), 'errors.errorSendingOrder');
    expect(failed).toEqual({
      ok: false,
      key: 'errors.errorSendingOrder',
      text: "Errore nel tentativo di inviare l'ordine",
    });
  });
});

describe('no failure swallowed without a reason', () => {
  it('no catch in the storefront is empty, or answers a bare boolean without saying why', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\./.test(file),
    );
    const silent = /catch(?: \(\w+\))? \{\s*(?:return (?:true|false);\s*)?\}/;
    expect(files.filter((file) => silent.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
