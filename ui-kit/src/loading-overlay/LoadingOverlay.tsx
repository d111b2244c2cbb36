import { t } from '@sporta/i18n';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  active: boolean;
  label?: string;
}

/**
 * The busy indicator sits in a status region that is always there: assistive technology hears
 * it as a status, and axe's `region` rule counts a live region as a landmark (issue 41), so a scan
 * that meets the overlay mid-journey finds nothing outside a region.
 */
export function LoadingOverlay({ active, label = t('loading.label') }: LoadingOverlayProps) {
  return (
    <div role="status">
      {active ? (
        <div className={styles.overlay} role="progressbar" aria-label={label} aria-busy="true">
          <span className={styles.spinner} />
        </div>
      ) : null}
    </div>
  );
}
