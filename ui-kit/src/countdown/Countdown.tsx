import { addMessages, tn } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import { type ReactNode, useEffect, useRef, useState } from 'react';

addMessages(uiForms);

export interface CountdownProps {
  /** When the wait is over, as epoch milliseconds (Date.now() + 60_000 for the pin resend). */
  endsAt: number;
  onDone?(): void;
  /** The text for the seconds left; default 'Puoi richiedere un nuovo codice tra N secondi'. */
  children?(secondsLeft: number): ReactNode;
}

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Seconds left until something may happen again (spec: shopping §4 "A 60-second countdown
 * runs; afterwards 'resend code' appears"). Counts from a deadline, not by ticks, so a
 * throttled background tab still ends on time. Not a live region: a number read out every
 * second would drown everything else.
 */
export function Countdown({ endsAt, onDone, children }: CountdownProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(endsAt));
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  useEffect(() => {
    // Once per deadline, however often the owner re-renders with a new onDone.
    const tick = () => {
      const left = secondsUntil(endsAt);
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        latestOnDone.current?.();
      }
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [endsAt]);
  return <span>{children ? children(secondsLeft) : tn('ui.countdown.resend', secondsLeft)}</span>;
}
