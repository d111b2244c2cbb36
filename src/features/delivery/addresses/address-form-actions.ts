/**
 * The address form's store actions (spec: account §7 user-address/check, update,
 * eurospin-address-form/save-new-address, set-address-class-id): loaded with the first save, so
 * opening the form — on /profile/addresses/manage at once — downloads no more of the SDK than its
 * lookups need (the account pages' JavaScript budget).
 */
import { accountModuleArea } from '@sporta/sdk';
import { ebsnCore } from '../../../shell/hydration/ebsn';

// Failures become text here too (platform/results/failure-text.ts): it needs the SDK's error types.
export { failureTexts } from '../../../platform/results/failure-text';
export { isCovered, saveAddress } from './addresses';

/** Marks a saved address for facilitated delivery: address class 999 (spec: account §9). */
export async function markFacilitated(addressId: number): Promise<void> {
  await accountModuleArea(ebsnCore()).setAddressClass(addressId);
}
