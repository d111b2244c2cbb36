/**
 * Issue 40: Home, checkout, payment, payment-error and payment-completed load their category by
 * slug first (spec: account §2 Routing behaviour; shopping §2 Guards): missing → /not-found, the
 * API unreachable → /no-connection. The reference backend's faults, limited to this browser,
 * make the category missing (its 404 refusal) or the connection dropped.
 */
import {
  clientUuidOf,
  expect,
  failedRequest,
  faultsFor,
  signInFreshShopper,
  test,
} from './fixtures';

const ROUTES = ['/', '/checkout', '/payment', '/cart/payment-error/1', '/cart/payment-completed/1'];

test.describe('the category-by-slug check of Home, checkout, payment and its results', () => {
  test('found: each route draws itself', async ({ consentGiven: page }) => {
    await signInFreshShopper(page, { slotChosen: true });
    for (const route of ROUTES) {
      await page.goto(route);
      expect(new URL(page.url()).pathname).toBe(route);
    }
  });

  for (const [fault, rule, path] of [
    ['missing', { notFoundRate: 1 }, '/not-found'],
    ['unreachable', { unreachableRate: 1 }, '/no-connection'],
  ] as const) {
    test(`the route's category ${fault}: each route sends the shopper to ${path}`, async ({
      consentGiven: page,
      context,
      request,
      allowConsoleErrors,
    }) => {
      // /not-found is a 404-type page (spec: account §2): Chromium logs its status.
      allowConsoleErrors(failedRequest(404, '/not-found'));
      await signInFreshShopper(page, { slotChosen: true });
      const clientUuid = await clientUuidOf(context);
      expect((await faultsFor(request, clientUuid, [{ path: 'category', ...rule }])).ok()).toBe(
        true,
      );
      try {
        for (const route of ROUTES) {
          await page.goto(route);
          await expect(page).toHaveURL((url) => url.pathname === path);
        }
      } finally {
        await faultsFor(request, clientUuid, []);
      }
    });
  }
});
