/**
 * Until when a placed order can be changed or cancelled (issue 38, the confirmation page): its
 * preparation starts this long before the slot. The reference backend closes `isEditable` with
 * the same rule, so the page never promises a change the server would refuse.
 */
import { italianInstant, italianParts } from './shop-time.ts';

/** Changes close this many hours before the delivery slot starts. */
export const ORDER_CHANGE_CUTOFF_HOURS = 12;

/** The instant (ms) changes close for an order delivered on `dateIso` from `beginTime`. */
export function orderChangesCloseAt(dateIso: string, beginTime: string): number {
  return italianInstant(dateIso, beginTime) - ORDER_CHANGE_CUTOFF_HOURS * 3600_000;
}

/** The same deadline as a day and a time in Italy, for the shopper; undefined when malformed. */
export function orderChangeDeadline(
  dateIso: string,
  beginTime: string,
): { readonly date: string; readonly time: string } | undefined {
  const closes = orderChangesCloseAt(dateIso, beginTime);
  return Number.isNaN(closes) ? undefined : italianParts(closes);
}
