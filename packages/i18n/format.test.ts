// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDayParts, formatPrice, formatQuantity, formatWeight } from './format';

// Intl puts a no-break space before the euro sign and the unit; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('the Italian formatters', () => {
  it('write money in euro with a decimal comma and thousands dots', () => {
    expect(plain(formatPrice(1.5))).toBe('1,50 €');
    // Italian groups thousands from five digits on (CLDR minimum grouping digits 2).
    expect(plain(formatPrice(1234.5))).toBe('1234,50 €');
    expect(plain(formatPrice(12345.5))).toBe('12.345,50 €');
  });

  it('write loose weights with two decimals and their unit (shopping §4)', () => {
    expect(formatWeight(0.35, 'kg')).toBe('0,35 kg');
    expect(formatWeight(2, 'kg')).toBe('2,00 kg');
  });

  it('write quantities with up to three decimals', () => {
    expect(formatQuantity(1.23456)).toBe('1,235');
    expect(formatQuantity(3)).toBe('3');
  });

  it('write dates day first', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22/11/2026');
  });

  it('give the parts of a delivery day for the day tabs, whatever the time zone', () => {
    expect(formatDayParts('2026-11-22')).toEqual({
      weekday: 'dom',
      day: 22,
      month: 'nov',
      long: 'domenica 22 novembre',
    });
    expect(formatDayParts('2026-12-01').day).toBe(1);
  });
});
