import { axeScan, expect, test, waitForShell } from './fixtures';

/**
 * The loading overlay shows while a request is under way (spec: account §7). On a busy machine an
 * accessibility scan meets it in the middle of a journey (issue 41 item 5: a checkout scan failed
 * axe's `region` rule on it), so the overlay itself must be where assistive technology expects a
 * status — not only hidden from the scans that wait for the page at rest.
 */
test('the loading overlay shown during a request is a status inside a region, axe-clean', async ({
  consentGiven: page,
}) => {
  // The sign-in answer is held until the scan is done: the overlay stays on screen meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/ebsn/api/auth/login*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('giulia.bianchi@example.it');
  await page.getByLabel(/^Password( \*)?$/).fill('Segreta1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  const overlay = page.getByRole('progressbar', { name: 'Caricamento in corso' });
  await expect(overlay).toBeVisible();
  const results = await axeScan(page).analyze();
  expect(results.violations).toEqual([]);
  await expect(page.getByRole('status').filter({ has: overlay })).toHaveCount(1);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(overlay).toHaveCount(0);
});
