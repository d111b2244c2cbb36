/**
 * What /profile/addresses/manage/{addressId?} needs from the server: the address to change (the
 * shopper's own home address) and whether the shopper holds consent 4 for facilitated delivery.
 */
import type { EbsnClient } from '@sporta/sdk';
import type { Address } from '../addresses/addresses';
import { ADDRESS_TYPE, holdsFacilitatedConsent } from '../delivery-state';

export interface ManagedAddress {
  address?: Address;
  facilitatedAllowed: boolean;
}

export async function manageAddress(
  ebsn: EbsnClient,
  idParam: string | undefined,
): Promise<ManagedAddress | 'missing'> {
  const cart = await ebsn.cart.view().catch(() => undefined);
  const facilitatedAllowed = holdsFacilitatedConsent(cart);
  if (!idParam) return { facilitatedAllowed };
  const addressId = Number(idParam);
  if (!Number.isInteger(addressId) || addressId <= 0) return 'missing';
  try {
    const address = (await ebsn.address.view(addressId)) as Address;
    // Only home addresses are the shopper's to change (spec: account §6).
    if (address.addressTypeId !== ADDRESS_TYPE.home || address.facilitated === true)
      return 'missing';
    return { address, facilitatedAllowed };
  } catch {
    // The API refuses another shopper's or an unknown id: the page answers as not found.
    return 'missing';
  }
}
