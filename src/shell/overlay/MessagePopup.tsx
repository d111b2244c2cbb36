/**
 * The modal notification of a listed message code (spec: shopping §8 showInPopupCode): the
 * native modal dialog traps the focus and the page behind it; "Ho capito", Escape or the close
 * button acknowledge it and the focus goes back where the shopper was (ui-kit's Dialog). The
 * next waiting message, if any, follows in the same dialog.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { messagePopup } from '@sporta/i18n/messages/message-popup';
import { Button, Dialog } from '@sporta/ui-kit';
import { $toasts, dismissToast } from './toasts';

addMessages(messagePopup);

const TITLES = {
  error: 'toast.title.error',
  warning: 'toast.title.warning',
  success: 'toast.title.success',
  info: 'toast.title.info',
} as const;

export default function MessagePopup() {
  const current = useStore($toasts).find((toast) => toast.popup);
  const acknowledge = () => {
    if (current) dismissToast(current.id);
  };
  return (
    <Dialog
      id="dialog-message"
      open={current !== undefined}
      onClose={acknowledge}
      title={current ? t(TITLES[current.kind]) : ''}
      footer={<Button onClick={acknowledge}>{t('messagePopup.ok')}</Button>}
    >
      <p>{current?.message}</p>
    </Dialog>
  );
}
