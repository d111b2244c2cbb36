import { type CSSProperties, type ReactNode, useId } from 'react';
import { ModalHeader, useModalDialog } from '../modal';
import styles from './drawer.module.css';

export interface DrawerProps {
  side: 'left' | 'right';
  open: boolean;
  onClose(): void;
  title: string;
  /** Width in px from 600 px viewports up; default 600 right (spec: shopping §9), 360 left. */
  width?: number;
  children?: ReactNode;
  /** Under the scrolling body, always in view (the cart's total and 'Concludi ordine'). */
  footer?: ReactNode;
  id?: string;
}

/**
 * The shell's side panels: categories on the left, cart on the right (spec: shopping §1).
 * Escape, a click on the backdrop and the close button all call `onClose`.
 */
export function Drawer({ side, open, onClose, title, width, children, footer, id }: DrawerProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const generatedId = useId();
  const dialogId = id ?? generatedId;
  const panelWidth = width ?? (side === 'right' ? 600 : 360);
  return (
    <dialog
      ref={ref}
      // `open` is the browser's (showModal): the page may open the server's dialog before its
      // island hydrates, and React must not report that attribute as a mismatch.
      suppressHydrationWarning
      id={dialogId}
      aria-labelledby={titleId}
      className={`${styles.drawer} ${styles[side]}`}
      style={{ '--sp-drawer-width': `${panelWidth}px` } as CSSProperties}
    >
      <div className={styles.panel}>
        <ModalHeader titleId={titleId} dialogId={dialogId} title={title} onClose={onClose} />
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
