/**
 * The chunk load timeout for the islands Astro hydrates when the browser is idle or when they come
 * into view (issue 40; spec: shopping §9 "Chunk load timeout 120 s"; `client:idle-deadline` and
 * `client:visible-deadline`, src/shell/hydration): one whose code never arrives shows the shell's
 * notice after 120 s, with a way to try again, instead of a form whose button stays disabled for
 * ever. The browser's clock is the fixtures' installed one: the 120 s pass by `clock.fastForward`,
 * never in real time.
 */
import { expect, signInFreshShopper, test, waitForShell } from './fixtures';
import { expectLateAtDeadline, stallCode } from './late-code';

const LATE = 'Una parte della pagina non è arrivata';
/** /profile/update-password's form: `client:idle-deadline`. */
const PASSWORD_FORM_CODE = /\/_astro\/PasswordChangeForm\.[^/]*\.js$/;
/** /profile/lists' panel: `client:visible-deadline`. */
const LISTS_PANEL_CODE = /\/_astro\/ListsPanel\.[^/]*\.js$/;

test('an idle island whose code does not arrive in 120 s shows the shell’s notice and a reload', async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page);
  const release = await stallCode(page, PASSWORD_FORM_CODE);
  // Asked for by itself once the browser is idle: nothing for the shopper to do.
  const asked = page.waitForRequest(PASSWORD_FORM_CODE);
  await page.goto('/profile/update-password');
  await waitForShell(page);
  await asked;

  const notice = await expectLateAtDeadline(page, LATE);

  // Retry: the page again, its code arriving this time; the form's button comes alive.
  release();
  await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await waitForShell(page);
  await expect(page.getByRole('button', { name: 'Aggiorna password' })).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
});

test('a visible island whose code does not arrive in 120 s shows the shell’s notice and a reload', async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page, { like: 1001, lists: true });
  const release = await stallCode(page, LISTS_PANEL_CODE);
  // Asked for once the panel is in view: at the top of the page, at once.
  const asked = page.waitForRequest(LISTS_PANEL_CODE);
  await page.goto('/profile/lists');
  await waitForShell(page);
  await asked;

  const notice = await expectLateAtDeadline(page, LATE);

  // Retry: the page again, its code arriving this time; the panel comes alive.
  release();
  await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await waitForShell(page);
  await expect(page.locator('astro-island:has([data-lists-panel])')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
});
