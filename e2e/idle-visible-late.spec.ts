/**
 * The chunk load timeout for the islands Astro hydrates when the browser is idle or when they come
 * into view (issue 40; spec: shopping §9 "Chunk load timeout 120 s"; `client:idle-deadline` and
 * `client:visible-deadline`, src/shell/hydration): one whose code never arrives shows the shell's
 * notice after 120 s, with a way to try again, instead of a form whose button stays disabled for
 * ever. The browser's clock is the fixtures' installed one: the 120 s pass by `clock.pauseAt` and `fastForward`,
 * never in real time.
 */
import type { Page } from '@playwright/test';
import { expect, signInFreshShopper, test, waitForShell } from './fixtures';
import { expectLateAtDeadline, stallCode } from './late-code';

const LATE = 'Una parte della pagina non è arrivata';

/** An island of each kind: who sees it, where, its code, and how it shows it is alive. */
const CASES = [
  {
    kind: 'an idle island',
    directive: 'client:idle-deadline',
    shopper: {},
    path: '/profile/update-password',
    // Asked for by itself once the browser is idle: nothing for the shopper to do.
    code: /\/_astro\/PasswordChangeForm\.[^/]*\.js$/,
    alive: (page: Page) =>
      expect(page.getByRole('button', { name: 'Aggiorna password' })).toBeEnabled(),
  },
  {
    kind: 'a visible island',
    directive: 'client:visible-deadline',
    shopper: { like: 1001, lists: true },
    path: '/profile/lists',
    // Asked for once the panel is in view: at the top of the page, at once.
    code: /\/_astro\/ListsPanel\.[^/]*\.js$/,
    alive: (page: Page) =>
      expect(page.locator('astro-island:has([data-lists-panel])')).not.toHaveAttribute('ssr'),
  },
] as const;

for (const { kind, directive, shopper, path, code, alive } of CASES) {
  test(`${kind} (${directive}) whose code does not arrive in 120 s shows the shell’s notice and a reload`, async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, shopper);
    const stalled = await stallCode(page, code);
    await page.goto(path);
    await waitForShell(page);
    const askedAt = await stalled.askedAt();

    const notice = await expectLateAtDeadline(page, LATE, askedAt);

    // Retry: the page again, its code arriving this time; the island comes alive.
    stalled.release();
    await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await waitForShell(page);
    await alive(page);
    await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  });
}
