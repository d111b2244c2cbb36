import { addMessages, formatDayParts, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
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
  /** The shop does not deliver that day (timeslot/list `show-closed`, spec: §7): 'CHIUSO'. */
  closed?: boolean;
}

export interface DayTabsProps {
  days: readonly TimeslotDayTab[];
  selected: string | undefined;
  onSelect(dateIso: string): void;
  /** The id of the element showing the selected day's slots. */
  panelId: string;
  label?: string;
}

/** More days hidden on either side of the strip: the cue (fade and arrow) on that side. */
interface Hidden {
  earlier: boolean;
  later: boolean;
}

/**
 * Which sides of the strip hide days, kept up to date as it scrolls or resizes; and the chosen
 * day kept in view (the arrow keys choose days beyond the edge; the dialog may open on one).
 */
function useStripEdges(selected: string | undefined, count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ earlier: false, later: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number of days is a new width to measure.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      // A day cut by an edge, not the scroll offset: snapping may leave the strip's padding off.
      const row = element.getBoundingClientRect();
      const first = element.firstElementChild?.getBoundingClientRect();
      const last = element.lastElementChild?.getBoundingClientRect();
      const earlier = first !== undefined && first.left < row.left - 1;
      const later = last !== undefined && last.right > row.right + 1;
      setHidden((was) =>
        was.earlier === earlier && was.later === later ? was : { earlier, later },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Not in every test environment; the scroll listener alone still keeps the cue right.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [count]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly chosen day is the one to bring into view.
  useEffect(() => {
    const tab = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const page = (direction: -1 | 1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { strip, hidden, page };
}

/**
 * The strip of delivery days: 'OGGI', then weekday, day and month (spec: shopping §2). Days past
 * the edge are shown to be there: the strip fades on that side and an arrow scrolls it. The
 * arrows are for pointers; from the keyboard the arrow keys move along the tabs (one tab stop),
 * the chosen day scrolled into view.
 */
export function DayTabs({
  days,
  selected,
  onSelect,
  panelId,
  label = t('ui.dayTabs.label'),
}: DayTabsProps) {
  const ids = days.map((day) => day.dateIso);
  const { strip, hidden, page } = useStripEdges(selected, days.length);
  return (
    <div
      className={styles.days}
      data-more-earlier={hidden.earlier || undefined}
      data-more-later={hidden.later || undefined}
    >
      {hidden.earlier ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.earlier}`}
          aria-label={t('ui.dayTabs.earlier')}
          tabIndex={-1}
          onClick={() => page(-1)}
        >
          <ChevronLeftIcon size={20} />
        </button>
      ) : null}
      <div
        ref={strip}
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
              className={`${styles.tab} ${day.full || day.closed ? styles.full : ''}`}
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
              {day.closed ? <span className={styles.closed}>{t('ui.dayTabs.closed')}</span> : null}
              {day.full ? <VisuallyHidden>{t('ui.dayTabs.full')}</VisuallyHidden> : null}
            </button>
          );
        })}
      </div>
      {hidden.later ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.later}`}
          aria-label={t('ui.dayTabs.later')}
          tabIndex={-1}
          onClick={() => page(1)}
        >
          <ChevronRightIcon size={20} />
        </button>
      ) : null}
    </div>
  );
}
