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
 * The time of the shopper's last activity (an interaction, or the page going out of sight) and,
 * on resume, whether they were away longer than the threshold. `now` is injected for the tests.
 */
export function idleClock(now: () => number, thresholdMs = IDLE_RELOAD_AFTER_MS) {
  let last = now();
  return {
    touch(): void {
      last = now();
    },
    /** On resume: true after more than `thresholdMs` without activity; the clock starts again. */
    resumedAfterIdle(): boolean {
      const idle = now() - last > thresholdMs;
      last = now();
      return idle;
    },
  };
}

/**
 * Forms the shopper typed in: a reload would lose what is in them, so neither the idle reload nor
 * 'Aggiorna ora' reloads unasked while one is on the page. Sending one does not clear it: a
 * refused form keeps what was typed, and a form that was accepted usually leaves the page.
 */
const typedForms = new Set<HTMLFormElement>();
export const formBeingTyped = (): boolean => [...typedForms].some((form) => form.isConnected);

export function watchAppLifecycle(): void {
  const clock = idleClock(Date.now);
  // `module.checkVersion`, not a destructuring: the bundler then adds no wrapper to the entry.
  const check = (reason: CheckReason) =>
    void import('./version-check').then((module) => module.checkVersion(reason, formBeingTyped));
  setInterval(() => check('interval'), VERSION_CHECK_INTERVAL_MS);
  const resume = () => {
    // Where the shopper was is kept: the same address, reloaded (or the form they were typing).
    if (clock.resumedAfterIdle() && !formBeingTyped()) location.reload();
    else check('resume');
  };
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) clock.touch();
    else resume();
  });
  addEventListener(APP_RESUME_EVENT, resume);
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, clock.touch, true);
  addEventListener(
    'input',
    (event) => {
      clock.touch();
      const form = (event.target as HTMLInputElement).form;
      if (form) typedForms.add(form);
    },
    true,
  );
}
