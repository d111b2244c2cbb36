import { t } from '@sporta/i18n';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import styles from './modal-header.module.css';

export interface ModalHeaderProps {
  /** The id the `<dialog>`'s aria-labelledby points at. */
  titleId: string;
  /** The `<dialog>`'s id: the close button closes it natively, before any JavaScript has run. */
  dialogId: string;
  title: string;
  onClose(): void;
}

/** The title row of a Dialog or a Drawer: the heading and the close button. */
export function ModalHeader({ titleId, dialogId, title, onClose }: ModalHeaderProps) {
  // Invoker command (HTML `command`/`commandfor`): a server-rendered dialog opened before its
  // island hydrates still closes; the dialog's `close` event then tells the owner.
  const closeCommand = { commandfor: dialogId, command: 'close' };
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <IconButton label={t('ui.dialog.close')} onClick={onClose} {...closeCommand}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
