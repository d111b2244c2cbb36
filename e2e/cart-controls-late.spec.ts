/**
 * The chunk load timeout (issue 40; spec: shopping §9 "Chunk load timeout 120 s"): the cart's
 * controls island whose code never arrives says so after 120 s, with a way to try again, instead
 * of leaving the "Aggiungi" buttons dead for ever. The browser's clock is the fixtures' installed
 * one: the 120 s pass by `clock.fastForward`, never in real time.
 */
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

const CONTROLS_CODE = /\/_astro\/CartControls\.[^/]*\.js$/;
const LATE = 'I comandi del carrello non sono arrivati';

test('controls whose code does not arrive in 120 s show the error and a reload', async ({
  consentGiven: page,
}) => {
  // The controls' code never answers (a connection that stalls) until `stalled` says otherwise.
  let stalled = true;
  await page.route(CONTROLS_CODE, (route) => (stalled ? undefined : route.continue()));
  await page.goto('/');
  await waitForShell(page);
  const add = page.getByRole('button', { name: /^Aggiungi .+ al carrello$/ }).first();
  const asked = page.waitForRequest(CONTROLS_CODE);
  await add.hover();
  await asked;

  await page.clock.fastForward(119_000);
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  await page.clock.fastForward(1_000);
  const notice = page.getByRole('alert').filter({ hasText: LATE });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  // Retry: the page again, its code arriving this time; the controls answer a press.
  stalled = false;
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
