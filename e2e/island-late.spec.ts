/**
 * The chunk load timeout for every lazy island (issue 40; spec: shopping §9 "Chunk load timeout
 * 120 s"): an island hydrated on intent — here /login's form — whose code never arrives shows the
 * shell's notice after 120 s, with a way to try again, instead of a form that never answers. The
 * browser's clock is the fixtures' installed one: the 120 s pass by `clock.fastForward`, never in
 * real time.
 */
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

const FORM_CODE = /\/_astro\/LoginPageForm\.[^/]*\.js$/;
const LATE = 'Una parte della pagina non è arrivata';

test("a form whose code does not arrive in 120 s shows the shell's notice and a reload", async ({
  consentGiven: page,
}) => {
  // The form's code never answers (a connection that stalls) until `stalled` says otherwise.
  let stalled = true;
  await page.route(FORM_CODE, (route) => (stalled ? undefined : route.continue()));
  await page.goto('/login');
  await waitForShell(page);
  const asked = page.waitForRequest(FORM_CODE);
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await asked;

  await page.clock.fastForward(119_000);
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  await page.clock.fastForward(1_000);
  const notice = page.getByRole('alert').filter({ hasText: LATE });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  // Retry: the page again, its code arriving this time; the form answers a submit.
  stalled = false;
  await notice.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await waitForShell(page);
  await expect(page.getByRole('alert').filter({ hasText: LATE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText("Digitare l'e-mail")).toBeVisible();
});
