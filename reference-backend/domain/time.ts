/**
 * Dates of the shop, in Italian time (Europe/Rome) whatever the server's zone. Instants, Italian
 * parts and EBSN weekdays are @sporta/rules' (shop-time.ts), the ones the storefront uses too.
 */
import { italianParts } from '@sporta/rules';
import { shopNow } from './clock.ts';

export function today(at = shopNow()): string {
  return italianParts(at).date;
}

export function addDaysIso(dateIso: string, days: number): string {
  const date = new Date(`${dateIso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
}
