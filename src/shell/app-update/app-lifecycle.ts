/**
 * The app's lifecycle on every page (spec: shopping §9, account §4 "App lifecycle", §9): a
 * version check every ten minutes and on resume, and a reload when the shopper comes back after
 * more than thirty minutes away. Only timers and listeners live here, in the shell's entry: the
 * check, the comparison and the update dialog load when a check is due (version-check.ts), so
 * a page carries a few hundred bytes for all this (issue 30's budget: ≤ 2 KB).
 *
 * Resume is the page becoming visible again, or the app wrapper telling the page it resumed:
 * `window.dispatchEvent(new Event('sporta:resume'))` (a web view may stay "visible" while the
 * app sleeps).
 */

/** spec: account §9 "Version check every 600000 ms" (the SDK's VERSION_CHECK_INTERVAL_MS). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
/** spec: account §9 "reload after idle 1800000 ms". */
export const IDLE_RELOAD_AFTER_MS = 1_800_000;
/** What the app wrapper dispatches on `window` when the app comes back to the foreground. */
export const APP_RESUME_EVENT = 'sporta:resume';

export type CheckReason = 'interval' | 'resume';

/**
 * Whether the shopper has been away long enough for a reload: more than the threshold since their
 * last activity (an interaction, or the page going out of sight). Pure: the times are given.
 */
export function idleTooLong(lastActivity: number, now: number): boolean {
  return now - lastActivity > IDLE_RELOAD_AFTER_MS;
}

/**
 * A form on the page has been typed in: a reload would lose what is in it, so neither the idle
 * reload nor 'Aggiorna ora' reloads unasked. Sending it does not clear this: a refused form keeps
 * what was typed, and an accepted one usually leaves the page.
 */
let typed = false;
export const formBeingTyped = (): boolean => typed;

export function watchAppLifecycle(): void {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  // `module.checkVersion`, not a destructuring: the bundler then adds no wrapper to the entry.
  const check = (reason: CheckReason) =>
    void import('./version-check').then((module) => module.checkVersion(reason, formBeingTyped));
  setInterval(() => check('interval'), VERSION_CHECK_INTERVAL_MS);
  const resume = () => {
    const away = idleTooLong(last, Date.now());
    touch();
    // Where the shopper was is kept: the same address, reloaded (or the form they were typing).
    if (away && !typed) location.reload();
    else check('resume');
  };
  document.addEventListener('visibilitychange', () => (document.hidden ? touch() : resume()));
  addEventListener(APP_RESUME_EVENT, resume);
  // Typing is keydowns too; an input event without one (a paste, autofill) only marks the form.
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, touch, true);
  addEventListener(
    'input',
    (event) => {
      if ((event.target as HTMLInputElement).form) typed = true;
    },
    true,
  );
}
