/**
 * /profile/addresses/manage/{addressId?} (spec: account §2 "addresses/manage/{addressId?}
 * (optional id, opened as a modal)"): the address form in a modal over the page; saving or
 * leaving goes back where the shopper came from, else to Home.
 */
import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { Dialog } from '@sporta/ui-kit';
import { AddressForm } from './AddressForm';
import type { Address } from './addresses';

addMessages(delivery);

/** Back to the page before, when it was the shop's; else Home. */
function leave(): void {
  const cameFrom = document.referrer ? new URL(document.referrer) : undefined;
  if (cameFrom && cameFrom.origin === location.origin && cameFrom.pathname !== location.pathname)
    location.assign(cameFrom.pathname + cameFrom.search);
  else location.assign('/');
}

export default function AddressManage({
  address,
  facilitatedAllowed,
}: {
  address?: Address;
  facilitatedAllowed: boolean;
}) {
  return (
    <Dialog
      id="dialog-address-manage"
      open
      onClose={leave}
      title={t(address ? 'delivery.address.editTitle' : 'delivery.address.newTitle')}
      size={700}
    >
      <AddressForm
        idPrefix="address-manage"
        facilitatedAllowed={facilitatedAllowed}
        onSaved={leave}
        onCancel={leave}
        {...(address ? { address } : {})}
      />
    </Dialog>
  );
}
