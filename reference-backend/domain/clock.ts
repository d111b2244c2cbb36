/**
 * The shop's clock. Real time, unless `--now` started it at a fixed instant (then it runs on
 * from there): journeys whose slots, cutoffs and lead times depend on the hour run the same at
 * any hour (e2e: playwright.config.ts, with the browser's clock set to the same instant).
 */
let offsetMs = 0;

/** From now on the shop's time runs from `instant` (epoch milliseconds). */
export function startShopClockAt(instant: number): void {
  if (!Number.isFinite(instant)) throw new RangeError('startShopClockAt: not an instant');
  offsetMs = instant - Date.now();
}

/** The shop's current instant, in epoch milliseconds: use in place of Date.now(). */
export function shopNow(): number {
  return Date.now() + offsetMs;
}

/** The shop's current time as a Date: use in place of new Date(). */
export function shopDate(): Date {
  return new Date(shopNow());
}
