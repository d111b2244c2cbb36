import { Children, isValidElement, type ReactNode } from 'react';
import styles from './timeslot-grid.module.css';

export interface TimeslotGridProps {
  /** TimeslotCards of one day. */
  children: ReactNode;
  id?: string;
  /** The selected day, for the tab panel's name. */
  label?: string;
}

/** A day's slots: the tab panel under DayTabs. */
export function TimeslotGrid({ children, id, label }: TimeslotGridProps) {
  return (
    <div role="tabpanel" id={id} aria-label={label}>
      <ul className={styles.grid}>
        {Children.map(children, (child) =>
          child ? (
            <li
              className={
                isValidElement<{ expanded?: boolean }>(child) && child.props.expanded
                  ? styles.wide
                  : undefined
              }
            >
              {child}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
