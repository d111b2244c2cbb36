/**
 * The one place that turns numbers and dates into Italian text (it-IT, EUR).
 * Money is computed in integer cents by @sporta/rules (fees, totals); this only formats.
 */
// With its extension: the reference backend loads this file in plain Node (`@sporta/i18n/format`).
import { LOCALE } from './locale.ts';

let euro: Intl.NumberFormat | undefined;
/** Made once each: a new Intl.NumberFormat costs far more than a format (15% of a product page). */
const withDecimals = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = withDecimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits });
    withDecimals.set(key, format);
  }
  return format;
}

/** `1.5` → `1,50 €`. */
export function formatPrice(amount: number): string {
  euro ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}

/** `2.5, 'kg'` → `2,50 kg`; loose-weight amounts show two decimals (spec: shopping §4). */
export function formatWeight(amount: number, unit: string): string {
  return `${numberFormat(2, 2).format(amount)} ${unit}`;
}

/** Plain quantity, up to three decimals (spec: shopping §4 "rounded to 3 decimals"). */
export function formatQuantity(amount: number): string {
  return numberFormat(0, 3).format(amount);
}

/** A number with a fixed count of decimals: `4, 1` → `4,0`; `39.93, 1` → `39,9` (nutrition values). */
export function formatDecimal(amount: number, fractionDigits: number): string {
  return numberFormat(fractionDigits, fractionDigits).format(amount);
}

/**
 * Dates are the shop's: the day in Italy, whatever the time zone of the server or the browser
 * (a date formatted in the machine's zone could differ between the server's HTML and the island).
 */
const TIME_ZONE = 'Europe/Rome';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayParts {
  /** 'dom' */
  weekday: string;
  /** 22 */
  day: number;
  /** 'nov' */
  month: string;
  /** 'domenica 22 novembre': what the shopper reads (delivery info, timeslot dialog, payment). */
  long: string;
  /** '22/11/2026' */
  numeric: string;
}

let dayPart: Record<keyof DayParts, Intl.DateTimeFormat> | undefined;

/**
 * The one date formatter of the shop: a calendar day 'YYYY-MM-DD' (a delivery slot's day, a day
 * tab), an ISO instant or a Date, as its parts in Italian, in Europe/Rome.
 */
export function formatDayParts(value: string | Date): DayParts {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE });
  dayPart ??= {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    long: part({ weekday: 'long', day: 'numeric', month: 'long' }),
    numeric: part({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  };
  // A calendar day is that day in Italy: noon UTC falls on it in Rome (UTC+1, summer UTC+2).
  const date =
    typeof value === 'string' && CALENDAR_DAY.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return {
    weekday: dayPart.weekday.format(date),
    day: Number(dayPart.day.format(date)),
    month: dayPart.month.format(date),
    long: dayPart.long.format(date),
    numeric: dayPart.numeric.format(date),
  };
}

/** A delivery slot: `'2026-11-27', '08:00', '10:00'` → 'venerdì 27 novembre, 08:00 - 10:00'. */
export function formatSlot(dateIso: string, begin: string, end: string): string {
  return `${formatDayParts(dateIso).long}, ${begin} - ${end}`;
}
