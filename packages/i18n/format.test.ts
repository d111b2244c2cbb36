// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDayParts,
  formatDecimal,
  formatPrice,
  formatQuantity,
  formatSlot,
  formatWeight,
} from './format';

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

  it('write a fixed count of decimals with a comma (nutrition values)', () => {
    expect(formatDecimal(4, 1)).toBe('4,0');
    expect(formatDecimal(39.888, 1)).toBe('39,9');
  });

  it('write quantities with up to three decimals', () => {
    expect(formatQuantity(1.23456)).toBe('1,235');
    expect(formatQuantity(3)).toBe('3');
  });

  // Fixed dates, formatted in Europe/Rome: the same on a machine in any time zone.
  it('give the parts of a calendar day, the delivery day of a slot or a day tab', () => {
    expect(formatDayParts('2026-11-22')).toEqual({
      weekday: 'dom',
      day: 22,
      month: 'nov',
      long: 'domenica 22 novembre',
      numeric: '22/11/2026',
    });
    expect(formatDayParts('2026-12-01').day).toBe(1);
    // Summer time: still the day itself.
    expect(formatDayParts('2026-07-01').long).toBe('mercoledì 1 luglio');
  });

  it('give the day in Italy of an instant, not the day in UTC or on the machine', () => {
    // 23:30 UTC on 26 November is already 27 November in Rome (UTC+1).
    expect(formatDayParts('2026-11-26T23:30:00Z').long).toBe('venerdì 27 novembre');
    expect(formatDayParts(new Date(Date.UTC(2026, 5, 30, 22, 30))).numeric).toBe('01/07/2026');
  });

  it('write a delivery slot as the checkout and the payment result show it', () => {
    expect(formatSlot('2026-11-27', '08:00', '10:00')).toBe('venerdì 27 novembre, 08:00 - 10:00');
  });
});
