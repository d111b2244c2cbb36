/**
 * Keyboard of an ARIA tab list (automatic activation): arrows, Home and End move to a tab and
 * select it. One tab stop — the selected tab; the others carry tabIndex -1. Shared by DayTabs
 * and DeliveryServiceTabs; not exported from the package.
 */
import type { KeyboardEvent } from 'react';

export function onTabListKeyDown<T>(
  event: KeyboardEvent<HTMLElement>,
  ids: readonly T[],
  selected: T | undefined,
  onSelect: (id: T) => void,
) {
  const current = Math.max(0, selected === undefined ? 0 : ids.indexOf(selected));
  const last = ids.length - 1;
  const next =
    event.key === 'ArrowRight' || event.key === 'ArrowDown'
      ? current >= last
        ? 0
        : current + 1
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? current <= 0
          ? last
          : current - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
  if (next === undefined || ids[next] === undefined) return;
  event.preventDefault();
  onSelect(ids[next]);
  const tabs = event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]');
  tabs[next]?.focus();
}
