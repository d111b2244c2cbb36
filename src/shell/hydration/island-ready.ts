/**
 * For islands hydrated with `client:intent` that the shopper can press before they are live (the
 * /login form): once its first effect has run — React's handlers are attached — the island says
 * so, and the directive replays the click or submit it held back (intent-directive.ts). The
 * element given must carry `data-signals-ready` in the server's HTML: the directive holds presses
 * back only for islands that will say so.
 */
import { type RefObject, useEffect, useState } from 'react';
import { ISLAND_READY_EVENT } from '../overlay/overlay-request';

export function useIslandReady(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    root.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, [root]);
}

/**
 * False in the server's HTML and until the island's handlers are attached, then true: an island
 * hydrated at load renders its controls disabled until then, so no press goes to a control that
 * does nothing yet (a checkbox ticked before hydration would be lost).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
