import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { failureText, failureTexts, firstFailureText } from './failure-text';

const refused = new EbsnError({
  status: 1,
  errors: ['Codice errato', 'Riprova'],
  warnings: [],
  infos: [],
});
const generic = 'Si è verificato un errore, riprova tra qualche minuto.';

describe('failureText', () => {
  it("says the answer's texts, else the generic message", () => {
    expect(failureText(refused)).toBe('Codice errato Riprova');
    expect(failureText(new Error('socket hang up'))).toBe(generic);
  });

  it("gives the list, the first text, or the step's fallback when no answer came", () => {
    expect(failureTexts(refused)).toEqual(['Codice errato', 'Riprova']);
    expect(failureTexts(new TypeError('fetch failed'))).toEqual([generic]);
    expect(firstFailureText(refused, 'errors.errorSendingOrder')).toBe('Codice errato');
    expect(firstFailureText(new Error('x'), 'errors.errorSendingOrder')).toBe(
      "Errore nel tentativo di inviare l'ordine",
    );
    // An EbsnError without an envelope carries the generic text: that is the answer's text.
    expect(firstFailureText(EbsnError.withoutEnvelope(), 'errors.errorFreezingCart')).toBe(generic);
  });
});

describe('one way to turn a failure into text', () => {
  it('no module of the storefront reads the texts of an EbsnError itself', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\./.test(file),
    );
    const redone = files.filter(
      (file) =>
        !file.endsWith('failure-text.ts') &&
        /instanceof EbsnError[^;]*?\.(message|errors)\b/s.test(
          readFileSync(join(root, file), 'utf8'),
        ),
    );
    expect(redone).toEqual([]);
  });
});
