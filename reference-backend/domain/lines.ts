/**
 * Rules of one cart line (spec: shopping §4 "Quantity stepping", "Cart line availability codes",
 * §5, §8): allowed quantities with the spec's messages, the line total, and the availability code
 * against the chosen timeslot.
 */

import type { Database } from '../database.ts';
import { Refusal } from '../http/envelope.ts';
import { type JsonObject, optNumber, optString } from '../http/input.ts';
import { text } from '../messages.ts';
import { isLoose } from './products.ts';
import { romeInstant, weekday } from './time.ts';

const EPSILON = 1e-6;
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Checks a requested quantity (pieces, or kilograms for Sfuso); throws the spec's refusal. */
export function checkQuantity(infos: Record<string, string>, quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) throw new Refusal(text('errors.minAcq'));
  if (isLoose(infos)) {
    const weight = round2(quantity);
    const min = Number(infos.WEIGHT_SELLING ?? '0') || 0;
    const step = Number(infos.STEP_SELLING ?? '0') || 0;
    if (weight + EPSILON < min) throw new Refusal(text('errors.minAcq'));
    if (step > 0) {
      const steps = (weight - min) / step;
      if (Math.abs(steps - Math.round(steps)) > 1e-3) {
        throw new Refusal(text('weightStep', { step: String(step).replace('.', ','), unit: 'kg' }));
      }
    }
    return weight;
  }
  const pieces = round3(quantity);
  if (Math.abs(pieces - Math.round(pieces)) > EPSILON)
    throw new Refusal(text('qtyMultiple', { multiple: 1 }));
  const min = Number(infos.MINACQ ?? '1') || 1;
  if (pieces < min) throw new Refusal(text('errors.minAcq'));
  const multiple = Number(infos.QTY_MULT ?? '1') || 1;
  if (multiple > 1 && Math.round(pieces) % multiple !== 0) {
    throw new Refusal(text('qtyMultiple', { multiple }));
  }
  const max = Number(infos.MAXACQ ?? '0');
  if (max > 0 && pieces > max) throw new Refusal(text('maxAcq'));
  return Math.round(pieces);
}

/** MAXACQ is the daily maximum (spec §8 text): this line plus the shopper's other orders that day. */
export function checkDailyMaximum(
  infos: Record<string, string>,
  quantity: number,
  alreadyThatDay: number,
): void {
  const max = Number(infos.MAXACQ ?? '0');
  if (max > 0 && quantity + alreadyThatDay > max + EPSILON) {
    throw new Refusal(text('errors.maxDailyQuantity'));
  }
}

/** Line total: price × quantity (kg for Sfuso), with the AxB promo (pay m every n). */
export function lineTotal(
  priceDisplay: number,
  promo: Record<string, unknown> | undefined,
  quantity: number,
): number {
  const other = (promo?.view as { promoOther?: { nPrice?: number; m?: number } } | undefined)
    ?.promoOther;
  if (promo?.warehousePromoTypeId === 6 && other?.nPrice && other.m) {
    const groups = Math.floor(quantity / other.nPrice);
    return round2(priceDisplay * (groups * other.m + (quantity - groups * other.nPrice)));
  }
  return round2(priceDisplay * quantity);
}

export interface ChosenSlot {
  date: string;
  beginTime: string;
}

/** Delivery period of a slot for DAY_LOCK 'day_period': 1 morning, 2 afternoon, 3 evening. */
export function dayPeriod(beginTime: string): number {
  if (beginTime < '13:00') return 1;
  if (beginTime < '18:00') return 2;
  return 3;
}

/**
 * Availability code of a line for the chosen slot (shopping §4): 1 lead time, 3 day lock,
 * 5 product lock cutoff, 6 AxB cutoff; undefined = deliverable.
 * - LEAD_TIME: hours needed before the slot starts.
 * - DAY_LOCK: weekdays (1 Sunday … 7 Saturday), each optionally `day_period`.
 * - PRODUCT_LOCK_CUTOFF: `days-HH:MM`, order before HH:MM that many days before delivery.
 * - PRODUCT_AXB_CUTOFF: last delivery day (YYYY-MM-DD) of the product's AxB promotion.
 */
export function availabilityCode(
  infos: Record<string, string>,
  slot: ChosenSlot | undefined,
  now: number,
): number | undefined {
  if (!slot) return undefined;
  const start = romeInstant(slot.date, slot.beginTime);
  const lead = Number(infos.LEAD_TIME ?? '0');
  if (lead > 0 && start < now + lead * 3600_000) return 1;
  const day = weekday(slot.date);
  const period = dayPeriod(slot.beginTime);
  for (const token of (infos.DAY_LOCK ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [lockedDay, lockedPeriod] = token.split('_').map(Number);
    if (lockedDay === day && (lockedPeriod === undefined || lockedPeriod === period)) return 3;
  }
  for (const token of (infos.PRODUCT_LOCK_CUTOFF ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [days = '0', time = '00:00'] = token.split('-');
    const deadline = romeInstant(slot.date, time) - Number(days) * 86_400_000;
    if (now > deadline) return 5;
  }
  const axb = infos.PRODUCT_AXB_CUTOFF;
  if (axb && slot.date > axb) return 6;
  return undefined;
}

/** Where lines live: a cart's or a shopping list's. */
const LINE_TABLES = {
  cart: { table: 'cart_items', owner: 'cart_id' },
  list: { table: 'wishlist_items', owner: 'list_id' },
} as const;

/** Deletes the lines named by itemId (else by productId) of a cart or a list; how many went. */
export function removeLines(
  db: Database,
  of: keyof typeof LINE_TABLES,
  ownerId: number,
  items: JsonObject[],
): number {
  const { table, owner } = LINE_TABLES[of];
  let removed = 0;
  for (const item of items) {
    const itemId = optString(item.itemId);
    const productId = optNumber(item.productId);
    const [column, value] =
      itemId !== undefined
        ? ['item_id', itemId]
        : productId !== undefined
          ? ['product_id', productId]
          : [];
    if (column === undefined) continue;
    removed += db.run(
      `DELETE FROM ${table} WHERE ${owner} = ? AND ${column} = ?`,
      ownerId,
      value,
    ).changes;
  }
  return removed;
}
