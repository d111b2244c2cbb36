/**
 * The chunk load timeout for every lazy island (issue 40; spec: shopping §9 "Chunk load timeout
 * 120 s"): an island hydrated on intent — here /login's form — whose code never arrives shows the
 * shell's notice after 120 s, with a way to try again, instead of a form that never answers. The
 * browser's clock is the fixtures' installed one: the 120 s pass by `clock.pauseAt` and `fastForward`, never in
 * real time.
 */
import { expect, test, waitForShell } from './fixtures';
import { expectLateAtDeadline, stallCode } from './late-code';

const FORM_CODE = /\/_astro\/LoginPageForm\.[^/]*\.js$/;
const LATE = 'Una parte della pagina non è arrivata';

test("a form whose code does not arrive in 120 s shows the shell's notice and a reload", async ({
  consentGiven: page,
}) => {
  const stalled = await stallCode(page, FORM_CODE);
  await page.goto('/login');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  const askedAt = await stalled.askedAt();

  const notice = await expectLateAtDeadline(page, LATE, askedAt);

  // Retry: the page again, its code arriving this time; the form answers a submit.
  stalled.release();
  await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await waitForShell(page);
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText("Digitare l'e-mail")).toBeVisible();
});
