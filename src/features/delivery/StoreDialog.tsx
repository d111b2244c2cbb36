/**
 * The store dialog (spec: shopping §2 Dialogs). Work in progress: its content arrives with
 * issue 15. An island hydrated on intent (`client:intent="store"`).
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { Dialog } from '@sporta/ui-kit';
import { $overlay, closeOverlay } from '../../shell/overlay';
import { STORE_OVERLAY } from './delivery';

addMessages(delivery);

export default function StoreDialog() {
  const open = useStore($overlay) === STORE_OVERLAY;
  return (
    <Dialog
      id="dialog-store"
      open={open}
      onClose={closeOverlay}
      title={t('delivery.store.title')}
      size={700}
    >
      {null}
    </Dialog>
  );
}
