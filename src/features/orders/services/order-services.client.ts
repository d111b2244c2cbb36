/**
 * The order detail's service calls (issue 26), in the browser: the parking reservation
 * (`order/reserve`), the rating (`note/order/add|update`) and the invoice PDF, fetched through
 * the shop's proxy so a failure can be said in place ('Errore apertura fattura').
 */
import { addMessages } from '@sporta/i18n';
import { errors } from '@sporta/i18n/messages/errors';
import { orderArea } from '@sporta/sdk';
import * as z from 'zod/mini';
import { attempt, done, type Outcome, refused } from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { appDocumentOpener } from '../../native-app';
import {
  failedParkingOutcome,
  invoiceFileName,
  invoicePath,
  isPdfAnswer,
  type OrderRating,
  type ParkingOutcome,
  reservedOutcome,
} from './order-services';

addMessages(errors);

let area: ReturnType<typeof orderArea> | undefined;
const orders = () => {
  area ??= orderArea(ebsnCore());
  return area;
};

/** Reserves a parking spot for the pickup: reserved, refused with the server's reason, or not. */
export async function reserveParking(
  orderId: number,
  distance: number,
  info: string,
): Promise<ParkingOutcome> {
  try {
    const answer = await orders().reserveParking(orderId, distance, info.trim() || undefined);
    return reservedOutcome(answer);
  } catch (error) {
    return failedParkingOutcome(error);
  }
}

const savedNoteSchema = z.object({ noteId: z.optional(z.int()) });

/** Saves the rating (an update when it has a note already): the rating as saved. */
export async function saveRating(
  orderId: number,
  rating: OrderRating & { stars: number },
): Promise<Outcome<OrderRating>> {
  const { noteId, stars, text } = rating;
  const outcome = await attempt(() =>
    orders().rate(
      { ...(noteId === undefined ? {} : { noteId }), orderId, rating: stars, text },
      { toasts: false },
    ),
  );
  if (!outcome.ok) return outcome;
  const answer = savedNoteSchema.safeParse(outcome.value);
  return done({ noteId: (answer.success && answer.data.noteId) || noteId, stars, text });
}

/**
 * Saves the order's invoice as fattura-{id}.pdf (opens it with an app of the device, in the app): fetched first, so a failure is told on the page
 * (which stays as it was) rather than as a browser error page.
 */
export async function downloadInvoice(orderId: number): Promise<Outcome<void>> {
  let file: Blob;
  try {
    const response = await fetch(invoicePath(orderId), { credentials: 'same-origin' });
    if (!isPdfAnswer(response.status, response.headers.get('content-type'))) {
      await response.body?.cancel().catch(() => {});
      return refused('errors.invoiceOpen');
    }
    file = await response.blob();
  } catch {
    return refused('errors.invoiceOpen');
  }
  const openInApp = appDocumentOpener();
  if (openInApp) {
    // spec: account §8 — none of the device's apps opens a PDF: 'Nessuna App disponibile…'.
    const opened = await openInApp(file, invoiceFileName(orderId));
    if (opened === 'opened') return done(undefined);
    return refused(opened === 'noApp' ? 'errors.noAppForDocument' : 'errors.invoiceOpen');
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(orderId);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once it started; the address is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return done(undefined);
}
