import { type CSSProperties, type ReactNode, useId } from 'react';
import { ModalHeader, useModalDialog } from '../modal';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** Width in px (spec: shopping §9 "dialog widths 700, 750, 600 default"). */
  size?: 600 | 700 | 750;
  children?: ReactNode;
  /** Actions, right-aligned under the content. */
  footer?: ReactNode;
  id?: string;
}

/** A titled modal: address, timeslot, store pickers, login, list selector (spec: shopping §2). */
export function Dialog({ open, onClose, title, size = 600, children, footer, id }: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const generatedId = useId();
  const dialogId = id ?? generatedId;
  return (
    <dialog
      ref={ref}
      // `open` is the browser's (showModal): the page may open the server's dialog before its
      // island hydrates, and React must not report that attribute as a mismatch.
      suppressHydrationWarning
      id={dialogId}
      aria-labelledby={titleId}
      className={styles.dialog}
      style={{ '--sp-dialog-width': `${size}px` } as CSSProperties}
    >
      <div className={styles.panel}>
        <ModalHeader titleId={titleId} dialogId={dialogId} title={title} onClose={onClose} />
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
