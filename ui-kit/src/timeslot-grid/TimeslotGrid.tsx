import { Children, cloneElement, isValidElement, type KeyboardEvent, type ReactNode } from 'react';
import styles from './timeslot-grid.module.css';

export interface TimeslotGridProps {
  /** TimeslotCards of one day; give `tabStop` to the chosen one (else the first is). */
  children: ReactNode;
  id?: string;
  /** The selected day, for the tab panel's and the radio group's name. */
  label?: string;
  /** While a choice is being saved. */
  busy?: boolean;
}

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Arrows, Home and End move the focus among the day's slots (wrapping); they never choose —
 * choosing sets the cart at once, so it takes Space or Enter (TimeslotCard).
 */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const slots = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-timeslot-card]')];
  const current = slots.indexOf(document.activeElement as HTMLElement);
  if (current < 0 || slots.length === 0) return;
  const last = slots.length - 1;
  let next: number | undefined;
  if (NEXT.has(event.key)) next = current >= last ? 0 : current + 1;
  else if (PREVIOUS.has(event.key)) next = current <= 0 ? last : current - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = last;
  if (next === undefined) return;
  event.preventDefault();
  slots[next]?.focus();
}

/** A day's slots: the tab panel under DayTabs, holding one radio group (spec: shopping §2). */
export function TimeslotGrid({ children, id, label, busy = false }: TimeslotGridProps) {
  const cards = Children.toArray(children).filter(
    isValidElement<{
      expanded?: boolean;
      tabStop?: boolean;
    }>,
  );
  const anyTabStop = cards.some((card) => card.props.tabStop);
  return (
    <div role="tabpanel" id={id} aria-label={label}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-busy={busy || undefined}
        className={styles.grid}
        onKeyDown={moveFocus}
      >
        {cards.map((card, index) => (
          <div key={card.key ?? index} className={card.props.expanded ? styles.wide : undefined}>
            {anyTabStop || index > 0 ? card : cloneElement(card, { tabStop: true })}
          </div>
        ))}
      </div>
    </div>
  );
}
