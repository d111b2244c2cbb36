import { addMessages, formatDayParts, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import { onTabListKeyDown } from '../tabs';
import { VisuallyHidden } from '../visually-hidden';
import styles from './day-tabs.module.css';

addMessages(uiDelivery);

export interface TimeslotDayTab {
  /** Timeslot day dateIso, 'YYYY-MM-DD'. */
  dateIso: string;
  today?: boolean;
  /** A promotional slot exists that day: the 'PROMO' pill. */
  promo?: boolean;
  /** Every slot is full (spec: §4 "recorded as full days"). */
  full?: boolean;
}

export interface DayTabsProps {
  days: readonly TimeslotDayTab[];
  selected: string | undefined;
  onSelect(dateIso: string): void;
  /** The id of the element showing the selected day's slots. */
  panelId: string;
  label?: string;
}

/** The strip of delivery days: 'OGGI', then weekday, day and month (spec: shopping §2). */
export function DayTabs({
  days,
  selected,
  onSelect,
  panelId,
  label = t('ui.dayTabs.label'),
}: DayTabsProps) {
  const ids = days.map((day) => day.dateIso);
  return (
    <div
      role="tablist"
      aria-label={label}
      className={styles.strip}
      onKeyDown={(event) => onTabListKeyDown(event, ids, selected ?? ids[0], onSelect)}
    >
      {days.map((day, index) => {
        const parts = formatDayParts(day.dateIso);
        const isSelected = selected === undefined ? index === 0 : day.dateIso === selected;
        return (
          <button
            key={day.dateIso}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`${styles.tab} ${day.full ? styles.full : ''}`}
            onClick={() => onSelect(day.dateIso)}
          >
            {day.today ? (
              <span className={styles.today}>{t('timeslots.today')}</span>
            ) : (
              <>
                <span className={styles.weekday} aria-hidden="true">
                  {parts.weekday}
                </span>
                <span className={styles.day} aria-hidden="true">
                  {parts.day}
                </span>
                <span className={styles.month} aria-hidden="true">
                  {parts.month}
                </span>
                <VisuallyHidden>{parts.long}</VisuallyHidden>
              </>
            )}
            {day.promo ? <span className={styles.promo}>{t('timeslots.promo')}</span> : null}
            {day.full ? <VisuallyHidden>{t('ui.dayTabs.full')}</VisuallyHidden> : null}
          </button>
        );
      })}
    </div>
  );
}
