import { t } from '@sporta/i18n';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import styles from './toast-stack.module.css';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  title?: string;
  message: string;
  /** A link the toast offers (a push notification's target in the app): keyboard-reachable. */
  action?: { label: string; href: string };
}

export interface ToastStackProps {
  /** Oldest first, as a store appends them; how long each stays is the store's job. */
  toasts: readonly ToastMessage[];
  onDismiss(id: string): void;
}

/** spec: account §9 "Toast stack max 5". */
export const TOAST_STACK_VISIBLE = 5;

const defaultTitle = {
  error: 'toast.title.error',
  warning: 'toast.title.warning',
  success: 'toast.title.success',
  info: 'toast.title.info',
} as const;

/**
 * The response messages of the shop as toasts (spec: shopping §8: default titles per kind).
 * Errors interrupt the screen reader (`alert`); the others wait their turn (`status`).
 * The stack is a labelled region, so it is a landmark even where the page puts it outside `main`.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  return (
    <section aria-label={t('ui.toast.region')}>
      <ol className={styles.stack}>
        {toasts.slice(-TOAST_STACK_VISIBLE).map((toast) => (
          <li key={toast.id}>
            <Toast {...toast} onDismiss={() => onDismiss(toast.id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One toast, also usable alone (e.g. the modal notification of showInPopupCode codes). */
export function Toast({
  kind,
  title,
  message,
  action,
  onDismiss,
}: Omit<ToastMessage, 'id'> & { onDismiss(): void }) {
  return (
    <div className={`${styles.toast} ${styles[kind]}`}>
      <div
        className={styles.text}
        role={kind === 'error' ? 'alert' : 'status'}
        aria-live={kind === 'error' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <strong className={styles.title}>{title ?? t(defaultTitle[kind])}</strong> {message}
      </div>
      {action && (
        <a className={styles.action} href={action.href}>
          {action.label}
        </a>
      )}
      <IconButton label={t('toast.close')} size="sm" onClick={onDismiss}>
        <CloseIcon size={16} />
      </IconButton>
    </div>
  );
}
