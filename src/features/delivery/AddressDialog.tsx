/**
 * The address dialog (spec: shopping §2 Dialogs). Work in progress: its content arrives with
 * issue 15. An island hydrated on intent (`client:intent="address"`).
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { Dialog } from '@sporta/ui-kit';
import { $overlay, closeOverlay } from '../../shell/overlay';
import { ADDRESS_OVERLAY } from './delivery';

addMessages(delivery);

export default function AddressDialog() {
  const open = useStore($overlay) === ADDRESS_OVERLAY;
  return (
    <Dialog
      id="dialog-address"
      open={open}
      onClose={closeOverlay}
      title={t('delivery.address.title')}
      size={700}
    >
      {null}
    </Dialog>
  );
}
