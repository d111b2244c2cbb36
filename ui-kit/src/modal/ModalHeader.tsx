import { t } from '@sporta/i18n';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import styles from './modal-header.module.css';

export interface ModalHeaderProps {
  /** The id the `<dialog>`'s aria-labelledby points at. */
  titleId: string;
  title: string;
  onClose(): void;
}

/** The title row of a Dialog or a Drawer: the heading and the close button. */
export function ModalHeader({ titleId, title, onClose }: ModalHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <IconButton label={t('ui.dialog.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
