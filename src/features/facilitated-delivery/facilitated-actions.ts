/**
 * The store action of the facilitated-delivery form (spec: account §7
 * iperal-registration/facilitated_delivery): the multipart request through the browser's EBSN
 * core. Loaded with the shopper's press on "Invia", so the page carries no SDK call until then.
 */
import { accountModuleArea } from '@sporta/sdk';
import { attempt, type Outcome } from '../../platform/outcome';
import { ebsnCore } from '../../shell/ebsn';
import { type FacilitatedValues, requestForm } from './facilitated-request';

/** Sends the request with its file; its refusal is said on the form, not as a toast. */
export function sendFacilitatedRequest(
  values: FacilitatedValues,
  file: File,
): Promise<Outcome<unknown>> {
  return attempt(() =>
    accountModuleArea(ebsnCore()).requestFacilitatedDelivery(requestForm(values, file, file.name), {
      toasts: false,
    }),
  );
}
