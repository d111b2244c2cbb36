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

export interface DayParts {
  /** 'dom' */
  weekday: string;
  /** 22 */
  day: number;
  /** 'nov' */
  month: string;
  /** 'domenica 22 novembre', for screen readers. */
  long: string;
}

let dayPart: Record<'weekday' | 'month' | 'long', Intl.DateTimeFormat> | undefined;

/** A calendar day 'YYYY-MM-DD' as the timeslot day tabs show it (spec: shopping §2). */
export function formatDayParts(dateIso: string): DayParts {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
  dayPart ??= {
    weekday: part({ weekday: 'short' }),
    month: part({ month: 'short' }),
    long: part({ weekday: 'long', day: 'numeric', month: 'long' }),
  };
  const date = new Date(`${dateIso}T00:00:00Z`);
  return {
    weekday: dayPart.weekday.format(date),
    day: date.getUTCDate(),
    month: dayPart.month.format(date),
    long: dayPart.long.format(date),
  };
}
