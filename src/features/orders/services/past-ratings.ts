/**
 * The shopper's past ratings on an order's detail (issue 40; spec: shopping §7 and account §7
 * Orders, "POST note/list/"): what `note/list/` answers, read into plain rows — the ratings of
 * her other orders, newest first as the server sends them. The order's own rating stays in its
 * form (order/view's `note`), so it is not repeated here.
 */
import { formatDayParts } from '@sporta/i18n';
import type { EbsnClient } from '@sporta/sdk';
import * as z from 'zod/mini';

export interface PastRating {
  orderId: number;
  /** 1–5. */
  stars: number;
  text: string;
  /** The day it was given, as the shop writes days; undefined when the server gives none. */
  on?: string | undefined;
}

const notesSchema = z.object({
  notes: z.array(
    z.object({
      orderId: z.int(),
      rating: z.nullish(z.int()),
      text: z.nullish(z.string()),
      updatedAt: z.nullish(z.string()),
    }),
  ),
});

/** How many past ratings the detail shows: the latest few, enough to compare. */
export const PAST_RATINGS_SHOWN = 5;

/** The answer's ratings of orders other than `orderId` with stars 1–5; a bad answer is none. */
export function pastRatingsOf(answer: unknown, orderId: number): PastRating[] {
  const parsed = notesSchema.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.notes
    .filter(
      (note) => note.orderId !== orderId && (note.rating ?? 0) >= 1 && (note.rating ?? 0) <= 5,
    )
    .slice(0, PAST_RATINGS_SHOWN)
    .map((note) => ({
      orderId: note.orderId,
      stars: note.rating as number,
      text: note.text?.trim() ?? '',
      on:
        note.updatedAt && !Number.isNaN(Date.parse(note.updatedAt))
          ? formatDayParts(note.updatedAt).numeric
          : undefined,
    }));
}

/**
 * Loads them on the server with one `note/list/` call. They only accompany the order: a failed
 * call shows none (the order and its own rating are still there), and is logged.
 */
export async function loadPastRatings(ebsn: EbsnClient, orderId: number): Promise<PastRating[]> {
  try {
    return pastRatingsOf(await ebsn.order.notes(), orderId);
  } catch (error) {
    console.warn('[account] past ratings unavailable', error);
    return [];
  }
}
