import { t } from '@sporta/i18n';
import { IconButton } from '../icon-button';
import { ArrowUpIcon } from '../icons';
import styles from './scroll-to-top-button.module.css';

export interface ScrollToTopButtonProps {
  /** The shell shows it after 20 px of scrolling (spec: account §9). */
  visible: boolean;
  onClick(): void;
  label?: string;
}

export function ScrollToTopButton({
  visible,
  onClick,
  label = t('scrollTop.label'),
}: ScrollToTopButtonProps) {
  if (!visible) return null;
  return (
    <IconButton label={label} filled className={styles.scrollToTop} onClick={onClick}>
      <ArrowUpIcon />
    </IconButton>
  );
}
