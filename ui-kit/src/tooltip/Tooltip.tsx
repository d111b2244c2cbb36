import { type ReactNode, useId, useState } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  text: string;
  /** The trigger; spread `describedBy` on it as aria-describedby. It must be focusable. */
  children(describedBy: string): ReactNode;
}

/**
 * A short text that explains a control on hover and keyboard focus, read with it through
 * aria-describedby; Escape dismisses it (WCAG 1.4.13). Used for the address actions that
 * facilitated delivery locks (spec: account §2).
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape bubbling from the trigger
    <span
      className={styles.anchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      {children(id)}
      <span id={id} role="tooltip" className={`${styles.tip} ${dismissed ? styles.dismissed : ''}`}>
        {text}
      </span>
    </span>
  );
}
