/**
 * The one place that turns numbers and dates into Italian text (it-IT, EUR).
 * Money is computed in integer cents elsewhere (src/domain/money.ts); this only formats.
 */
import { LOCALE } from './locale';

let euro: Intl.NumberFormat | undefined;

/** `1.5` → `1,50 €`. */
export function formatPrice(amount: number): string {
  euro ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}

/** `2.5, 'kg'` → `2,50 kg`; loose-weight amounts show two decimals (spec: shopping §4). */
export function formatWeight(amount: number, unit: string): string {
  return `${new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${unit}`;
}

/** Plain quantity, up to three decimals (spec: shopping §4 "rounded to 3 decimals"). */
export function formatQuantity(amount: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 }).format(amount);
}

/** `2026-11-22` → `22/11/2026`. */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(value);
}
