/**
 * The shell's islands whose server HTML follows from their props alone: closed dialogs and
 * drawers, the search box. Astro keeps each such `<astro-island>` once rendered, per props and
 * useId prefix (scripts/render-fixes.mjs), instead of rendering it again on every page (issue 42).
 * Only a component that reads nothing of the request but its props may be marked: on the server
 * the stores it reads never change (they are set in the browser only).
 */
const KEPT_ISLAND = Symbol.for('sporta:kept-island');

export function keepIslands(...components: ReadonlyArray<object>): void {
  // Once per component: Page.astro says so on every render.
  for (const component of components)
    if (!(KEPT_ISLAND in component)) Object.assign(component, { [KEPT_ISLAND]: true });
}
