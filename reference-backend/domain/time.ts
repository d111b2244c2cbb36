/** Dates of the shop, in Italian time (Europe/Rome) whatever the server's zone. */

const ZONE = 'Europe/Rome';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in Italy. */
export function romeParts(at: number): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export function today(at = Date.now()): string {
  return romeParts(at).date;
}

/** The instant of a date and time in Italy. */
export function romeInstant(dateIso: string, time = '00:00'): number {
  const guess = Date.parse(`${dateIso}T${time}:00Z`);
  // Italy is UTC+1 or +2: correct the guess by the offset seen at that instant.
  const seen = romeParts(guess);
  const drift = Date.parse(`${seen.date}T${seen.time}:00Z`) - guess;
  return guess - drift;
}

export function addDaysIso(dateIso: string, days: number): string {
  const date = new Date(`${dateIso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** EBSN weekday numbering (observed §3.9): 1 Sunday, 2 Monday … 7 Saturday. */
export function weekday(dateIso: string): number {
  return new Date(`${dateIso}T12:00:00Z`).getUTCDay() + 1;
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
}
