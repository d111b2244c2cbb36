import { t } from '@sporta/i18n';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  active: boolean;
  label?: string;
}

export function LoadingOverlay({ active, label = t('loading.label') }: LoadingOverlayProps) {
  if (!active) return null;
  return (
    <div className={styles.overlay} role="progressbar" aria-label={label} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
