import { expect, signInFreshShopper, test } from '../fixtures';

/**
 * Issue 37 §1: no `next` leads to another site. A signed-in shopper's /login and
 * /profile/consents redirect at once to `next`; each vector once answered `Location:
 * //evil.example/` (the dot segment collapsed after the check). The rule itself is tested
 * with a table and a property in src/platform/routes.test.ts.
 */
const VECTORS = [
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/',
  '/./\t/evil.example/',
  '/%2F%2Fevil.example/',
  '/\\evil.example/',
  'https:evil.example',
];

test.describe('open redirect', () => {
  test('a signed-in shopper is never sent to another site by ?next=', async ({ page }) => {
    await signInFreshShopper(page);
    for (const path of ['/login', '/profile/consents']) {
      for (const next of VECTORS) {
        const answer = await page.request.get(`${path}?next=${encodeURIComponent(next)}`, {
          maxRedirects: 0,
        });
        expect(answer.status(), `${path} ${next}`).toBe(303);
        expect(answer.headers().location, `${path} ${next}`).toBe('/');
      }
    }
  });

  test('signing in on /login?next=/.//evil.example/ lands on the shop', async ({
    consentGiven: page,
  }) => {
    await page.goto(`/login?next=${encodeURIComponent('/.//evil.example/')}`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('giulia.bianchi@example.it');
    await page.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
