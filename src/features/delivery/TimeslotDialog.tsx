/**
 * The timeslot dialog (spec: shopping §2 Dialogs). Work in progress: its content arrives with
 * issue 15. An island hydrated on intent (`client:intent="timeslot"`).
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { timeslots } from '@sporta/i18n/messages/timeslots';
import { Dialog } from '@sporta/ui-kit';
import { $overlay, closeOverlay } from '../../shell/overlay';
import { TIMESLOT_OVERLAY } from './delivery';

addMessages(timeslots);

export default function TimeslotDialog() {
  const open = useStore($overlay) === TIMESLOT_OVERLAY;
  return (
    <Dialog
      id="dialog-timeslot"
      open={open}
      onClose={closeOverlay}
      title={t('timeslots.title')}
      size={750}
    >
      {null}
    </Dialog>
  );
}
