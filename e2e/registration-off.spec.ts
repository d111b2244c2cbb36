/**
 * Registration switched off (PUBLIC_REGISTRATION_ENABLED=0; spec: shopping §2 Login screen, issue
 * 28): the login's 'Registrati' and 'Hai dimenticato la password?' lead to the chain's external
 * pages, and the shop's own registration pages send there too. A storefront of this file's own,
 * started with the setting against the run's backend and WordPress; the run's storefront keeps
 * registration on (registration.spec.ts).
 */
import { expect, test, waitForShell } from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

const REGISTER = 'https://www.sporta.example/registrazione';
const RESET = 'https://www.sporta.example/recupera-password';

test.describe('registration switched off (PUBLIC_REGISTRATION_ENABLED=0)', () => {
  test.describe.configure({ mode: 'serial' });
  let side: SideStorefront | undefined;
  let shop = '';

  test.beforeAll(async () => {
    // One per parallel worker (repeated runs), beside the run's own.
    side = await startSideStorefront(sidePort(30 + test.info().parallelIndex), {
      PUBLIC_REGISTRATION_ENABLED: '0',
      EXTERNAL_REGISTRATION_URL: REGISTER,
      EXTERNAL_PASSWORD_RESET_URL: RESET,
    });
    shop = side.url;
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test("given the login page, then 'Registrati' and the password link lead to the external pages", async ({
    consentGiven: page,
  }) => {
    await page.goto(`${shop}/login`);
    await waitForShell(page);
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', REGISTER);
    await expect(form.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      RESET,
    );
  });

  test('given a direct visit to the shop’s registration pages, then each sends to the external page', async ({
    request,
  }) => {
    for (const path of [
      '/registration-user',
      '/registration-completed',
      '/registration-confirmed',
    ]) {
      const answer = await request.get(`${shop}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe(REGISTER);
    }
  });
});
