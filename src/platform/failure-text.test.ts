import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("says the answer's texts, else the generic message", () => {
    const refused = new EbsnError({
      status: 1,
      errors: ['Codice errato', 'Riprova'],
      warnings: [],
      infos: [],
    });
    expect(failureText(refused)).toBe('Codice errato Riprova');
    expect(failureText(new Error('socket hang up'))).toBe(
      'Si è verificato un errore, riprova tra qualche minuto.',
    );
  });
});
