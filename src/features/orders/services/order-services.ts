/**
 * The order detail's services (issue 26; spec: account §2 "Orders area" — change payment, change
 * payment type, rating, parking reservation, invoice opening; §8 parking outcomes): which apply,
 * from the server's flags and data only (never guessed from a status id — but the rating, which
 * has no flag, see `ratingApplies`), and the pure parts of their outcomes.
 */
import { EbsnError, type Order } from '@sporta/sdk';
import * as z from 'zod/mini';
import { done, type Outcome, refused, refusedWith } from '../../../platform/results/outcome';

export const parkingReservationSchema = z.object({
  reservedAt: z.optional(z.string()),
  distance: z.optional(z.number()),
  reservationInfo: z.optional(z.string()),
  parkingSpot: z.optional(z.string()),
});
export type ParkingReservation = z.infer<typeof parkingReservationSchema>;

export interface OrderRating {
  noteId?: number | undefined;
  /** 1–5; undefined when none was given yet. */
  stars?: number | undefined;
  text: string;
}

/** What the services island is given: the parts that apply, each with what it starts from. */
export interface OrderServicesData {
  orderId: number;
  /** `isPayable`: pay again on the provider's page, or another payment type. */
  payment?: { currentTypeId?: number | undefined };
  /** `invoiceUrl` given (delivered orders): the PDF through the shop's proxy. */
  invoice?: true;
  /** `isParkable`, or a reservation already made: the reservation (null: the form). */
  parking?: { reservation: ParkingReservation | null };
  /** A delivered or already rated order: the rating so far. */
  rating?: OrderRating;
}

/** Delivered in full (8) or in part (9): shopping §4 "Order status descriptions by id". */
const DELIVERED = new Set([8, 9]);

/**
 * The rating has no flag of its own in `order/view`: it is offered for an order the shopper has
 * received (status 8 or 9) and kept for one she has rated already (`note`), whatever its status.
 */
export const ratingApplies = (order: Order): boolean =>
  Boolean(order.note) || DELIVERED.has(order.orderStatusId ?? 0);

export function orderServicesOf(order: Order): OrderServicesData | undefined {
  const data: OrderServicesData = { orderId: order.orderId };
  if (order.isPayable) data.payment = { currentTypeId: order.paymentTypeId };
  if (order.invoiceUrl) data.invoice = true;
  if (order.parkingReservation || order.isParkable) {
    const reservation = parkingReservationSchema.safeParse(order.parkingReservation);
    data.parking = { reservation: reservation.success ? reservation.data : null };
  }
  if (ratingApplies(order)) {
    const note = order.note;
    data.rating = {
      noteId: note?.noteId,
      stars: note?.rating ?? undefined,
      text: note?.text ?? '',
    };
  }
  const { orderId: _, ...parts } = data;
  return Object.keys(parts).length > 0 ? data : undefined;
}

/** The invoice through the shop's /ebsn/api proxy (the API's `order/invoice`, a PDF). */
export const invoicePath = (orderId: number) =>
  `/ebsn/api/order/invoice?order_id=${encodeURIComponent(orderId)}`;

/** The name the saved invoice gets. */
export const invoiceFileName = (orderId: number) => `fattura-${orderId}.pdf`;

/** A PDF answer, as the proxy passes it (anything else — an envelope, a page — is a failure). */
export const isPdfAnswer = (status: number, contentType: string | null) =>
  status >= 200 && status < 300 && /^application\/pdf\b/i.test(contentType ?? '');

/**
 * A parking reservation's outcome (spec: account §8, shopping §4 "Parking reservation"): the
 * reservation, the server's reason, or — its key `order.parking.unexpectedError` — a failure.
 */
export type ParkingOutcome = Outcome<ParkingReservation>;

/** The reservation of `order/reserve`'s answer (an answer without one is still a success). */
export function reservedOutcome(data: unknown): ParkingOutcome {
  const answer = z
    .object({ parkingReservation: z.optional(parkingReservationSchema) })
    .safeParse(data);
  return done((answer.success && answer.data.parkingReservation) || {});
}

/**
 * A failed reservation: the server's refusal (an answer carrying its own error texts) is a warning
 * with its first text; no answer, an HTTP error, a bad answer or an expired session is unexpected.
 */
export function failedParkingOutcome(error: unknown): ParkingOutcome {
  if (!(error instanceof EbsnError)) return refused('order.parking.unexpectedError');
  const ok = error.httpStatus !== undefined && error.httpStatus >= 200 && error.httpStatus < 300;
  const [first] = error.errors;
  return ok && first && error.key !== 'errors.generic'
    ? refusedWith(error)
    : refused('order.parking.unexpectedError');
}

/** The distance as typed: whole metres from 0, or undefined when it is not one. */
export function distanceOf(typed: string): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return undefined;
  return Number(text);
}

/** The stars a rating may have, 1 to 5. */
export const STARS = [1, 2, 3, 4, 5] as const;
