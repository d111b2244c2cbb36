/** Properties of the form field rules (account §5) over random values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  date,
  digits,
  email,
  emailLongTld,
  exactLength,
  maxLength,
  minLength,
  name,
  phone,
  phoneAreaCode,
  postalCode,
  required,
  vatNumber,
  zipCode,
} from './index.ts';

describe('properties', () => {
  const digitString = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('any string of 4 or 5 digits is a valid postal code; other lengths are not', () => {
    fc.assert(fc.property(digitString(4, 5), (value) => postalCode(value) === undefined));
    fc.assert(
      fc.property(
        fc.oneof(digitString(0, 3), digitString(6, 20)),
        (value) => postalCode(value) !== undefined,
      ),
    );
  });

  it('any string of exactly 10 digits is a ZIP code, of 11 a VAT number', () => {
    fc.assert(fc.property(digitString(10, 10), (value) => zipCode(value) === undefined));
    fc.assert(fc.property(digitString(11, 11), (value) => vatNumber(value) === undefined));
  });

  it('optional rules accept empty', () => {
    for (const validator of [phone, phoneAreaCode, email, emailLongTld, name, digits]) {
      expect(validator('')).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.nat(50), (n) =>
        [exactLength(n), minLength(n), maxLength(n)].every((v) => v('') === undefined),
      ),
    );
  });

  it('any non-empty string is present', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (value) => required(value) === undefined));
  });

  it('minLength(n) and maxLength(n) both pass exactly when exactLength(n) does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(12), (value, n) => {
        const both = minLength(n)(value) === undefined && maxLength(n)(value) === undefined;
        return both === (exactLength(n)(value) === undefined);
      }),
    );
  });

  it('any real day between 1900 and 2099, written gg/mm/aaaa, is a valid date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (day) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
          return date(text) === undefined;
        },
      ),
    );
  });

  it('names made of letters, spaces, apostrophes and hyphens pass', () => {
    const unit = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzàèéìòùÀÈÉÌÒÙ '’-");
    fc.assert(fc.property(fc.string({ unit, minLength: 1 }), (value) => name(value) === undefined));
  });

  it('any string with a digit is not a name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        fc.string(),
        (a, d, b) => name(`${a}${d}${b}`) !== undefined,
      ),
    );
  });
});
