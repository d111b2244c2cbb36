import { addMessages, LOCALE, t } from '@sporta/i18n';
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

// TODO(@sporta/i18n): weekday and month names belong beside formatDate; asked of the lead.
const part = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
const weekday = part({ weekday: 'short' });
const month = part({ month: 'short' });
const longDate = part({ weekday: 'long', day: 'numeric', month: 'long' });

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
        const date = new Date(`${day.dateIso}T00:00:00Z`);
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
              <span className={styles.today}>{t('ui.dayTabs.today')}</span>
            ) : (
              <>
                <span className={styles.weekday} aria-hidden="true">
                  {weekday.format(date)}
                </span>
                <span className={styles.day} aria-hidden="true">
                  {date.getUTCDate()}
                </span>
                <span className={styles.month} aria-hidden="true">
                  {month.format(date)}
                </span>
                <VisuallyHidden>{longDate.format(date)}</VisuallyHidden>
              </>
            )}
            {day.promo ? <span className={styles.promo}>{t('ui.dayTabs.promo')}</span> : null}
            {day.full ? <VisuallyHidden>{t('ui.dayTabs.full')}</VisuallyHidden> : null}
          </button>
        );
      })}
    </div>
  );
}
