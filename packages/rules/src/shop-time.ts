/**
 * The shop's calendar: dates and times of Italy (Europe/Rome), whatever the zone of the server
 * or the browser. Slots come as a day (`dateIso`) and a `beginTime`; rules compare instants.
 */

const ZONE = 'Europe/Rome';
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD' and 'HH:MM' of an instant, in Italy. */
export function italianParts(at: number): { readonly date: string; readonly time: string } {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The instant (ms) of a day and an 'HH:MM' in Italy; NaN when either is malformed. */
export function italianInstant(dateIso: string, time = '00:00'): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateIso) || !/^\d{2}:\d{2}$/.test(time)) return Number.NaN;
  const guess = Date.parse(`${dateIso}T${time}:00Z`);
  if (Number.isNaN(guess)) return Number.NaN;
  // Italy is UTC+1 or UTC+2: correct the guess by the offset seen at that instant.
  const seen = italianParts(guess);
  return guess - (Date.parse(`${seen.date}T${seen.time}:00Z`) - guess);
}

/** EBSN weekday numbering (ebsn-observed §3.9): 1 Sunday, 2 Monday … 7 Saturday. */
export function ebsnWeekday(dateIso: string): number {
  return new Date(`${dateIso}T12:00:00Z`).getUTCDay() + 1;
}
