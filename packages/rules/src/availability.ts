/**
 * Whether a product can be delivered in a slot (spec: shopping §3 "Product infos" LEAD_TIME,
 * DAY_LOCK, PRODUCT_LOCK_CUTOFF, PRODUCT_AXB_CUTOFF; §4 "Cart line availability codes" and
 * "Timeslot selection"; §2 the notices of a cart line and the selector's general warning).
 */
import { infoNumber, type ProductInfos } from './quantities.ts';
import { ebsnWeekday, italianInstant } from './shop-time.ts';

/** A chosen or offered slot: its day, its start, and the delivery period when the API gives it. */
export interface DeliverySlot {
  readonly date: string;
  readonly beginTime: string;
  readonly deliveryDayPeriodId?: number | undefined;
}

// spec: shopping §4 Cart line availability codes
export const AVAILABILITY = { leadTime: 1, dayLock: 3, lockCutoff: 5, axbCutoff: 6 } as const;
export type AvailabilityCode = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];

const HOUR = 3_600_000;

/** Words of an info list: "1 7_3", "1,7_3" and "1, 7_3" are the same list (shopping §3). */
const listOf = (value: ProductInfos[string]): string[] =>
  String(value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);

/** LEAD_TIME: hours of notice the product needs before its slot starts; 0 when none. */
export function leadTimeHours(infos: ProductInfos): number {
  const hours = infoNumber(infos.LEAD_TIME);
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
}

export interface DayLock {
  /** EBSN weekday: 1 Sunday … 7 Saturday. */
  readonly weekday: number;
  /** deliveryDayPeriodId; absent = the whole day. */
  readonly period?: number;
}

/** DAY_LOCK: days (each optionally `day_deliveryDayPeriodId`) the product is not delivered. */
export function dayLocks(infos: ProductInfos): DayLock[] {
  const locks: DayLock[] = [];
  for (const word of listOf(infos.DAY_LOCK)) {
    const [day = '', period] = word.split('_');
    const weekday = Number(day);
    if (!Number.isInteger(weekday)) continue;
    if (period === undefined) locks.push({ weekday });
    else if (Number.isInteger(Number(period))) locks.push({ weekday, period: Number(period) });
  }
  return locks;
}

export interface LockCutoff {
  /** Whole days before the delivery day. */
  readonly daysBefore: number;
  /** 'HH:MM' of that day, Italian time: the last moment to order. */
  readonly time: string;
}

/** PRODUCT_LOCK_CUTOFF: `days-HH:MM` words, "order before HH:MM that many days before". */
export function lockCutoffs(infos: ProductInfos): LockCutoff[] {
  const cutoffs: LockCutoff[] = [];
  for (const word of listOf(infos.PRODUCT_LOCK_CUTOFF)) {
    const [days = '', time = ''] = word.split('-');
    const daysBefore = Number(days);
    if (Number.isInteger(daysBefore) && /^\d{2}:\d{2}$/.test(time)) {
      cutoffs.push({ daysBefore, time });
    }
  }
  return cutoffs;
}

/** Delivery period of a slot: the API's id, else 1 morning (<13:00), 2 afternoon, 3 evening. */
export function deliveryDayPeriod(slot: DeliverySlot): number {
  if (slot.deliveryDayPeriodId !== undefined) return slot.deliveryDayPeriodId;
  if (slot.beginTime < '13:00') return 1;
  if (slot.beginTime < '18:00') return 2;
  return 3;
}

/** True when a DAY_LOCK word covers the slot's weekday (and period). */
export function isDayLocked(infos: ProductInfos, slot: DeliverySlot): boolean {
  const weekday = ebsnWeekday(slot.date);
  const period = deliveryDayPeriod(slot);
  return dayLocks(infos).some(
    (lock) => lock.weekday === weekday && (lock.period === undefined || lock.period === period),
  );
}

const daysBefore = (dateIso: string, days: number) => {
  const day = new Date(`${dateIso}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
};

/** True when `now` is past a PRODUCT_LOCK_CUTOFF deadline for the slot's day. */
export function isPastLockCutoff(infos: ProductInfos, slot: DeliverySlot, now: number): boolean {
  return lockCutoffs(infos).some(
    (cutoff) => now > italianInstant(daysBefore(slot.date, cutoff.daysBefore), cutoff.time),
  );
}

/** PRODUCT_AXB_CUTOFF as 'YYYY-MM-DD' ('dd/MM/yyyy' as EBSN writes promo dates is read too). */
function axbCutoffDay(infos: ProductInfos): string | undefined {
  const value = infos.PRODUCT_AXB_CUTOFF;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const italian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return italian ? `${italian[3]}-${italian[2]}-${italian[1]}` : value.trim();
}

// spec: shopping §4 Cart line availability codes
/**
 * The availability code of a product for a slot at `now`: 1 lead time, 3 day lock, 5 product
 * lock cutoff, 6 AxB cutoff (the first that applies, in that order); undefined = deliverable,
 * and always without a slot.
 */
export function availabilityCode(
  infos: ProductInfos,
  slot: DeliverySlot | undefined,
  now: number,
): AvailabilityCode | undefined {
  if (!slot) return undefined;
  const lead = leadTimeHours(infos);
  if (lead > 0 && italianInstant(slot.date, slot.beginTime) < now + lead * HOUR) {
    return AVAILABILITY.leadTime;
  }
  if (isDayLocked(infos, slot)) return AVAILABILITY.dayLock;
  if (isPastLockCutoff(infos, slot, now)) return AVAILABILITY.lockCutoff;
  const axb = axbCutoffDay(infos);
  if (axb !== undefined && slot.date > axb) return AVAILABILITY.axbCutoff;
  return undefined;
}

// spec: shopping §4 "The lead-time limit is now plus the largest LEAD_TIME (hours) among cart
// items."
/** The first instant a slot may start for the whole cart. */
export function leadTimeLimit(cartInfos: readonly ProductInfos[], now: number): number {
  return now + Math.max(0, ...cartInfos.map(leadTimeHours)) * HOUR;
}

export interface SlotFlags {
  readonly underLeadTime: boolean;
  readonly underLockDay: boolean;
  readonly underLockCutoff: boolean;
}

/** The derived flags of a timeslot (shopping §3 "Timeslot") for the products of the cart. */
export function slotFlags(
  slot: DeliverySlot,
  cartInfos: readonly ProductInfos[],
  now: number,
): SlotFlags {
  return {
    underLeadTime: italianInstant(slot.date, slot.beginTime) < leadTimeLimit(cartInfos, now),
    underLockDay: cartInfos.some((infos) => isDayLocked(infos, slot)),
    underLockCutoff: cartInfos.some((infos) => isPastLockCutoff(infos, slot, now)),
  };
}

// spec: shopping §2 Timeslot selector "A general warning appears when any cart item has a lead
// time, a day lock or a lock cutoff."
export function needsTimeslotWarning(cartInfos: readonly ProductInfos[]): boolean {
  return cartInfos.some(
    (infos) =>
      leadTimeHours(infos) > 0 || dayLocks(infos).length > 0 || lockCutoffs(infos).length > 0,
  );
}

export type AvailabilityNotice =
  | { readonly key: 'cart.availability.leadTime'; readonly params: { readonly hours: number } }
  | { readonly key: 'cart.availability.dayLock' }
  | { readonly key: 'cart.availability.lockCutoff' }
  | { readonly key: 'cart.availability.axbCutoff' };

/** True for the codes that block a line (1, 3, 5, 6); none, or another, means available. */
export function isBlocking(code: number | null | undefined): code is AvailabilityCode {
  return Object.values(AVAILABILITY).some((known) => known === code);
}

/** The notice a cart line shows for its availability code (`cartItemAvaliabilityId`). */
export function availabilityNotice(
  code: number | null | undefined,
  infos: ProductInfos,
): AvailabilityNotice | undefined {
  switch (code) {
    case AVAILABILITY.leadTime:
      return { key: 'cart.availability.leadTime', params: { hours: leadTimeHours(infos) } };
    case AVAILABILITY.dayLock:
      return { key: 'cart.availability.dayLock' };
    case AVAILABILITY.lockCutoff:
      return { key: 'cart.availability.lockCutoff' };
    case AVAILABILITY.axbCutoff:
      return { key: 'cart.availability.axbCutoff' };
    default:
      return undefined;
  }
}

// spec: shopping §4 "At checkout blocked lines are separated from available ones."
export function splitByAvailability<Line>(
  lines: readonly Line[],
  codeOf: (line: Line) => number | null | undefined,
): { readonly available: Line[]; readonly blocked: Line[] } {
  const available: Line[] = [];
  const blocked: Line[] = [];
  for (const line of lines) (isBlocking(codeOf(line)) ? blocked : available).push(line);
  return { available, blocked };
}

/**
 * Whether a product can be bought now (ebsn-observed §3.3 `available`: 0 is out of stock); a
 * product that does not say is taken as in stock. Shown before the tap (issue 38 §4).
 */
export const isInStock = (product: { available?: number | null | undefined }): boolean =>
  product.available === undefined || product.available === null || product.available > 0;
