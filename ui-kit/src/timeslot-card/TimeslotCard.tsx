import { addMessages, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import { useId } from 'react';
import { ClockIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import styles from './timeslot-card.module.css';

addMessages(uiDelivery);

/** Timeslot.status: empty = available, intermediate = almost full, full = unavailable. */
export type TimeslotStatus = 'empty' | 'intermediate' | 'full';

export interface TimeslotCardProps {
  /** '08:00'. */
  beginTime: string;
  endTime: string;
  status: TimeslotStatus;
  selected?: boolean;
  /** Under lead time, day lock or lock cutoff for some cart line: the clock icon. */
  limited?: boolean;
  /** metaData.timeslot_info.EXPAND: spans the whole row and shows the promo name. */
  expanded?: boolean;
  promoName?: string;
  /** What its name means ('Sera Smart: la consegna serale…'): said under it, the radio's description. */
  description?: string;
  /** SHOW_STANDARD_DELIVERY_TAG: the 'Consegna standard' tag. */
  standardDelivery?: boolean;
  /** The grid's one tab stop (TimeslotGrid gives it to the chosen slot, else the first). */
  tabStop?: boolean;
  /** While the choice is being saved: nothing can be chosen. */
  disabled?: boolean;
  /** Past its order cutoff (the API's `active: 0`): shown as the legend's "Non disponibile". */
  closed?: boolean;
  onSelect(): void;
}

const statusKey = {
  empty: undefined,
  intermediate: 'timeslots.status.intermediate',
  full: 'timeslots.status.full',
} as const;

/**
 * One delivery or pickup slot (spec: shopping §2 Timeslot selector): a radio of its day's
 * TimeslotGrid. Choosing sets the slot on the cart at once, so arrows only move the focus
 * (TimeslotGrid); Space or Enter chooses — unlike a form's radio group, where arrows also check.
 * A full slot stays focusable (aria-disabled) so its status can be read.
 */
export function TimeslotCard({
  beginTime,
  endTime,
  status,
  selected = false,
  limited = false,
  expanded = false,
  promoName,
  description,
  standardDelivery = false,
  tabStop = false,
  disabled = false,
  closed = false,
  onSelect,
}: TimeslotCardProps) {
  const full = status === 'full';
  const inactive = full || closed || disabled;
  // A closed slot looks as the legend's "Non disponibile" says, never as an available one.
  const statusText = closed && !full ? 'timeslots.status.closed' : statusKey[status];
  const look = [styles.card, styles[closed ? 'full' : status], expanded && styles.expanded]
    .filter(Boolean)
    .join(' ');
  const descriptionId = useId();
  const card = (
    // biome-ignore lint/a11y/useSemanticElements: a native radio would be chosen by the arrow keys, and choosing sets the cart at once; this radio chooses only on Space or Enter (TimeslotGrid moves the focus).
    <button
      type="button"
      role="radio"
      className={look}
      aria-checked={selected}
      aria-disabled={inactive || undefined}
      tabIndex={tabStop ? 0 : -1}
      aria-describedby={description ? descriptionId : undefined}
      data-timeslot-card=""
      onClick={inactive ? undefined : onSelect}
    >
      <span className={styles.time}>
        {/* One line however narrow the column: '08:00 - 10:00' never breaks after the dash. */}
        <span className={styles.hours}>
          {beginTime} - {endTime}
        </span>
        {limited ? (
          <>
            <ClockIcon size={16} />
            <VisuallyHidden>{t('ui.timeslot.limited')}</VisuallyHidden>
          </>
        ) : null}
      </span>
      {statusText ? ' ' : null}
      {statusText ? <span className={styles.status}>{t(statusText)}</span> : null}
      {promoName || standardDelivery ? (
        <span className={styles.pills}>
          {promoName ? <span className={styles.pill}>{promoName}</span> : null}
          {standardDelivery ? (
            <span className={styles.tag}>{t('timeslots.standardDelivery')}</span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
  return description ? (
    <>
      {card}
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
    </>
  ) : (
    card
  );
}
