/**
 * Delivery days and slots (spec: shopping §3 "Timeslot day", §4 "Timeslot selection"): the next
 * days per service with their status from the bookings, `active`, promo slots, fully booked days
 * (home delivery is always full on Thursdays) and closed days (Sundays for store and home
 * services, public holidays for all), and a locker's compartments when asked to check them.
 */
import { ebsnWeekday, italianInstant, LOCKER_SERVICES } from '@sporta/rules';
import type { Database } from '../database.ts';
import { shopNow } from './clock.ts';
import {
  feePromotionOn,
  promoNameOn,
  SLOT_ORDER_CUTOFF_HOURS,
  TIMESLOT_DAYS,
  TIMESLOT_TEMPLATES,
  type TimeslotTemplate,
} from './shop.ts';
import { addDaysIso, today } from './time.ts';

const HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];
const LOCKERS = new Set(LOCKER_SERVICES);

export type SlotStatus = 'empty' | 'intermediate' | 'full';

export interface Slot {
  timeslotId: number;
  beginTime: string;
  endTime: string;
  status: SlotStatus;
  active: number;
  promoName: string | null;
  selected: boolean;
  userGiftCertificates: { giftCertificate: { name: string } }[];
  metaData: {
    timeslot_info: { EXPAND: string; SHOW_STANDARD_DELIVERY_TAG: string; DESCRIPTION?: string };
  };
}

export interface Day {
  dateIso: string;
  dayId: number;
  timeslots: Slot[];
}

export function isClosed(serviceId: number, dateIso: string): boolean {
  if (HOLIDAYS.includes(dateIso.slice(5))) return true;
  return !LOCKERS.has(serviceId) && ebsnWeekday(dateIso) === 1;
}

export function isFullDay(serviceId: number, dateIso: string): boolean {
  return serviceId === 2 && ebsnWeekday(dateIso) === 5;
}

/** Refrigerated compartments of a locker, each holding one order for a day. */
export const LOCKER_COMPARTMENTS = 24;

/**
 * Whether a locker has no compartment left that day (spec: shopping §7 timeslot/list
 * `check-locker`): its orders of the day, and on Saturdays, the lockers' busiest day, every
 * compartment taken by other shoppers' parcels (as home delivery is full on Thursdays).
 */
export function isLockerFull(db: Database, lockerAddressId: number, dateIso: string): boolean {
  if (ebsnWeekday(dateIso) === 7) return true;
  const orders = db.one<{ n: number }>(
    'SELECT COUNT(*) AS n FROM orders WHERE delivery_date = ? AND address_id = ? AND status_id NOT IN (10, 11)',
    dateIso,
    lockerAddressId,
  );
  return (orders?.n ?? 0) >= LOCKER_COMPARTMENTS;
}

/** Orders and extra bookings of a slot on a day for a warehouse. */
function booked(
  db: Database,
  dateIso: string,
  slot: TimeslotTemplate,
  warehouseId: number,
): number {
  const orders = db.one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM orders WHERE delivery_date = ? AND json_extract(timeslot, '$.timeslotId') = ?
       AND warehouse_id = ? AND status_id NOT IN (10, 11)`,
    dateIso,
    slot.timeslotId,
    warehouseId,
  );
  const extra = db.one<{ booked: number }>(
    'SELECT booked FROM timeslot_bookings WHERE delivery_date = ? AND timeslot_id = ? AND warehouse_id = ?',
    dateIso,
    slot.timeslotId,
    warehouseId,
  );
  // A steady background of other shoppers, different per day and slot.
  const seed = [...`${dateIso}/${slot.timeslotId}/${warehouseId}`].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
    7,
  );
  const background = Math.floor(((seed % 100) / 100) * slot.capacity * 0.95);
  return background + (orders?.n ?? 0) + (extra?.booked ?? 0);
}

/** How many more orders the slot takes. */
export function freePlaces(
  db: Database,
  dateIso: string,
  slot: TimeslotTemplate,
  warehouseId: number,
): number {
  return Math.max(0, slot.capacity - booked(db, dateIso, slot, warehouseId));
}

export function slotStatus(
  db: Database,
  dateIso: string,
  slot: TimeslotTemplate,
  warehouseId: number,
): SlotStatus {
  if (isFullDay(slot.deliveryServiceId, dateIso)) return 'full';
  const count = booked(db, dateIso, slot, warehouseId);
  if (count >= slot.capacity) return 'full';
  return count >= slot.capacity * 0.7 ? 'intermediate' : 'empty';
}

/** Whether a slot can still be chosen: not closed, not full, and far enough in the future. */
export function isBookable(
  db: Database,
  dateIso: string,
  slot: TimeslotTemplate,
  warehouseId: number,
  now = shopNow(),
): boolean {
  if (isClosed(slot.deliveryServiceId, dateIso)) return false;
  if (italianInstant(dateIso, slot.beginTime) - SLOT_ORDER_CUTOFF_HOURS * 3600_000 <= now)
    return false;
  return slotStatus(db, dateIso, slot, warehouseId) !== 'full';
}

export function slotsOf(serviceId: number): TimeslotTemplate[] {
  return TIMESLOT_TEMPLATES.filter((slot) => slot.deliveryServiceId === serviceId);
}

export function listDays(
  db: Database,
  options: {
    serviceId: number;
    warehouseId: number;
    showClosed: boolean;
    selected?: { date: string; timeslotId: number };
    /** check-locker with a locker on the cart: its compartments limit every slot of a day. */
    lockerAddressId?: number;
  },
  now = shopNow(),
): Day[] {
  const first = today(now);
  const days: Day[] = [];
  for (let offset = 0; offset < TIMESLOT_DAYS; offset++) {
    const dateIso = addDaysIso(first, offset);
    const closed = isClosed(options.serviceId, dateIso);
    if (closed && !options.showClosed) continue;
    const lockerFull =
      options.lockerAddressId !== undefined && isLockerFull(db, options.lockerAddressId, dateIso);
    const timeslots = closed
      ? []
      : slotsOf(options.serviceId).map((slot): Slot => {
          const status = lockerFull ? 'full' : slotStatus(db, dateIso, slot, options.warehouseId);
          const open =
            italianInstant(dateIso, slot.beginTime) - SLOT_ORDER_CUTOFF_HOURS * 3600_000 > now;
          const promoName = promoNameOn(slot, dateIso);
          return {
            timeslotId: slot.timeslotId,
            beginTime: slot.beginTime,
            endTime: slot.endTime,
            status,
            active: open && status !== 'full' ? 1 : 0,
            promoName: promoName ?? null,
            selected:
              options.selected?.date === dateIso && options.selected.timeslotId === slot.timeslotId,
            // Only a promotion the shopper is given (a lower fee) is a gift certificate of the
            // slot: the storefront's 'PROMO' day marks those, not a slot's name ('Sera Smart').
            userGiftCertificates:
              promoName && feePromotionOn(slot, dateIso)
                ? [{ giftCertificate: { name: promoName } }]
                : [],
            metaData: {
              timeslot_info: {
                EXPAND: slot.expand ? 'true' : 'false',
                SHOW_STANDARD_DELIVERY_TAG: promoName ? 'false' : 'true',
                ...(slot.description ? { DESCRIPTION: slot.description } : {}),
              },
            },
          };
        });
    days.push({ dateIso, dayId: Number(dateIso.replaceAll('-', '')), timeslots });
  }
  return days;
}

/** The first slot that can be booked, for a cart whose slot is assigned automatically. */
export function firstBookable(
  db: Database,
  serviceId: number,
  warehouseId: number,
  now = shopNow(),
  room = 1,
  /** Only slots charged the standard fee (a journey whose totals must not follow a promotion). */
  standardFee = false,
) {
  return bookable(db, serviceId, warehouseId, now, false, room, standardFee);
}

/** The last slot of the days offered that can still be booked (a journey's slot of its own). */
export function lastBookable(
  db: Database,
  serviceId: number,
  warehouseId: number,
  now = shopNow(),
) {
  return bookable(db, serviceId, warehouseId, now, true, 1);
}

function bookable(
  db: Database,
  serviceId: number,
  warehouseId: number,
  now: number,
  last: boolean,
  /** Places that must still be free (1: any bookable slot). */
  room: number,
  standardFee = false,
) {
  const first = today(now);
  const offsets = Array.from({ length: TIMESLOT_DAYS }, (_, offset) => offset);
  const slots = [...slotsOf(serviceId)];
  for (const offset of last ? offsets.reverse() : offsets) {
    const dateIso = addDaysIso(first, offset);
    for (const slot of last ? [...slots].reverse() : slots) {
      if (standardFee && feePromotionOn(slot, dateIso)) continue;
      if (
        isBookable(db, dateIso, slot, warehouseId, now) &&
        freePlaces(db, dateIso, slot, warehouseId) >= room
      )
        return { date: dateIso, slot };
    }
  }
  return undefined;
}
