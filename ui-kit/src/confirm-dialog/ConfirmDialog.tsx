import { addMessages, t } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import { useId } from 'react';
import { Button } from '../button';
import { useModalDialog } from '../modal';
import styles from './confirm-dialog.module.css';

addMessages(uiForms);

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Vuoi svuotare il carrello?'. */
  message: string;
  onConfirm(): void;
  onCancel(): void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * Asks before an irreversible step: emptying the cart, removing a line or an address,
 * reopening an order (spec: shopping §4 "Confirmations precede"; answers No / Si, §8).
 * 'No' comes first so it takes the initial focus: Enter never destroys by accident.
 * Escape and the backdrop count as 'No'.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel = t('confirm.yes'),
  cancelLabel = t('confirm.no'),
}: ConfirmDialogProps) {
  const ref = useModalDialog(open, onCancel);
  const titleId = useId();
  const messageId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      className={styles.confirm}
    >
      <div className={styles.panel}>
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
