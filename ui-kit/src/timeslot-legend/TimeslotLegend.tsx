import { addMessages, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import styles from './timeslot-legend.module.css';

addMessages(uiDelivery);

const entries = [
  ['available', 'timeslots.legend.available'],
  ['almostFull', 'timeslots.legend.intermediate'],
  ['full', 'timeslots.legend.full'],
  ['selected', 'timeslots.legend.selected'],
] as const;

/** What the slot colours mean (spec: shopping §2 "Legend"); the cards also say it in words. */
export function TimeslotLegend() {
  return (
    <ul className={styles.legend} aria-label={t('ui.timeslotLegend.label')}>
      {entries.map(([look, key]) => (
        <li key={look} className={styles.entry}>
          <span className={`${styles.swatch} ${styles[look]}`} aria-hidden="true" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
