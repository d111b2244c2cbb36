/**
 * The codice fiscale (account §5 "Italian tax code: pattern check, case-insensitive"): its
 * format beyond the bare pattern, and its control character.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fiscalCodeChecksumValid,
  fiscalCodeControlChar,
  fiscalCodeFormatValid,
} from './fiscal-code.ts';

/** A valid code with its control character, from the first 15 characters. */
const withControl = (first15: string) => first15 + fiscalCodeControlChar(first15);

describe('fiscal code control character', () => {
  it.each([
    ['RSSMRA85T10A562', 'S'],
    ['MRTMTT91D08F205', 'J'],
  ])('of %s is %s (published examples)', (first15, control) => {
    expect(fiscalCodeControlChar(first15)).toBe(control);
    expect(fiscalCodeChecksumValid(first15 + control)).toBe(true);
    expect(fiscalCodeChecksumValid((first15 + control).toLowerCase())).toBe(true);
  });

  it.each(['RSSMRA85T10A562T', 'MRTMTT91D08F205A', 'RSSMRA85T10A562', 'not a code'])(
    'rejects %s',
    (value) => {
      expect(fiscalCodeChecksumValid(value)).toBe(false);
    },
  );

  it('accepts an omocodic code with its own control character', () => {
    expect(fiscalCodeChecksumValid(withControl('RSSMRA85T10A56N'))).toBe(true);
    expect(fiscalCodeChecksumValid(withControl('RSSMRAUPTLMARNN'))).toBe(true);
  });
});

describe('fiscal code format', () => {
  it.each([
    'RSSMRA85T10A562S',
    'rssmra85t10a562s',
    'RssMra85t10A562S',
    'RSSMRA85T10A562T', // wrong control character: the format rule does not check it
    'RSSMRA85T50A562S', // a woman: day + 40
    'RSSMRA85T71A562S', // 31st, woman
    'RSSMRA85B29A562S', // 29 February
    'RSSMRA85T10A56NS', // omocodia: last digit 2 -> N
    'RSSMRA85T10A5RNS',
    'RSSMRAURTLMARNNS', // every numeric position replaced
  ])('accepts %s', (value) => {
    expect(fiscalCodeFormatValid(value)).toBe(true);
  });

  it.each([
    '',
    'RSSMRA85T10A562',
    'RSSMRA85T10A562SS',
    'RSSMRA85Z10A562S', // Z is no month letter
    'RSSMRA85F10A562S', // nor is F
    'RSSMRA85T00A562S', // day 0
    'RSSMRA85T32A562S', // day 32
    'RSSMRA85T40A562S',
    'RSSMRA85T72A562S',
    'RSSMRA85B30A562S', // 30 February
    'RSSMRA85D31A562S', // 31 April
    'RSSMRA85T10AN62S', // a letter left of a digit: omocodia goes right to left
    'RSSMRAW5T10A562S', // W is no omocodia letter
    '1SSMRA85T10A562S',
    'RSSMRA85T10A5625',
    'RSSMRA85T10 A562S',
    '12345678901',
  ])('rejects %j', (value) => {
    expect(fiscalCodeFormatValid(value)).toBe(false);
  });
});

describe('properties', () => {
  it('a well-formed fiscal code with its computed control character passes; another does not', () => {
    const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const code = fc
      .tuple(
        fc.string({ unit: letters, minLength: 6, maxLength: 6 }),
        fc.string({ unit: digit, minLength: 2, maxLength: 2 }),
        fc.constantFrom(...'ABCDEHLMPRST'),
        fc.integer({ min: 1, max: 28 }),
        fc.boolean(),
        letters,
        fc.string({ unit: digit, minLength: 3, maxLength: 3 }),
      )
      .map(([names, year, month, day, woman, place, town]) =>
        [names, year, month, String(woman ? day + 40 : day).padStart(2, '0'), place, town].join(''),
      );
    fc.assert(
      fc.property(code, letters, (first15, other) => {
        const control = fiscalCodeControlChar(first15);
        const valid = first15 + control;
        return (
          fiscalCodeFormatValid(valid) &&
          fiscalCodeChecksumValid(valid) &&
          fiscalCodeChecksumValid(valid.toLowerCase()) &&
          (other === control || !fiscalCodeChecksumValid(first15 + other))
        );
      }),
    );
  });
});
