/**
 * The store action of the facilitated-delivery form (spec: account §7
 * iperal-registration/facilitated_delivery): the multipart request through the browser's EBSN
 * core. Loaded with the shopper's press on "Invia", so the page carries no SDK call until then.
 */
import { accountModuleArea, EbsnError } from '@sporta/sdk';
import { done, type Outcome, onField, refusedWith } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { type FacilitatedValues, isAttachmentRefusal, requestForm } from './facilitated-request';

/** A refusal about the file is the file field's (`attachment`). */
export type RequestOutcome = Outcome<unknown, 'attachment'>;

/** Sends the request with its file; its refusal is said on the form, not as a toast. */
export async function sendFacilitatedRequest(
  values: FacilitatedValues,
  file: File,
): Promise<RequestOutcome> {
  try {
    return done(
      await accountModuleArea(ebsnCore()).requestFacilitatedDelivery(
        requestForm(values, file, file.name),
        { toasts: false },
      ),
    );
  } catch (error) {
    const refusal = refusedWith(error);
    // 413: the proxy's or the shop's size limit, whatever its words; else the file's own texts.
    const aboutFile =
      (error instanceof EbsnError && error.httpStatus === 413) || isAttachmentRefusal(refusal.key);
    return onField(refusal, aboutFile ? 'attachment' : undefined);
  }
}
