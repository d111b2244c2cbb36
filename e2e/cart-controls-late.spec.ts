/**
 * The chunk load timeout (issue 40; spec: shopping §9 "Chunk load timeout 120 s"): the cart's
 * controls island whose code never arrives says so after 120 s, with a way to try again, instead
 * of leaving the "Aggiungi" buttons dead for ever. The browser's clock is the fixtures' installed
 * one: the 120 s pass by `clock.pauseAt` and `fastForward`, never in real time.
 */
import { expect, test, waitForShell } from './fixtures';
import { expectLateAtDeadline, stallCode } from './late-code';

const CONTROLS_CODE = /\/_astro\/CartControls\.[^/]*\.js$/;
const LATE = 'I comandi del carrello non sono arrivati';

test('controls whose code does not arrive in 120 s show the error and a reload', async ({
  consentGiven: page,
}) => {
  const stalled = await stallCode(page, CONTROLS_CODE);
  await page.goto('/');
  await waitForShell(page);
  const add = page.getByRole('button', { name: /^Aggiungi .+ al carrello$/ }).first();
  await add.hover();
  const askedAt = await stalled.askedAt();

  const notice = await expectLateAtDeadline(page, LATE, askedAt);

  // Retry: the page again, its code arriving this time; the controls answer a press.
  stalled.release();
  await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await waitForShell(page);
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Aggiungi .+ al carrello$/ })
    .first()
    .click();
  // A guest's add asks for the login first (shopping §4): the controls are alive.
  await expect(page.locator('#dialog-login')).toBeVisible();
});
