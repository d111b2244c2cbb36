/**
 * Registration switched off (PUBLIC_REGISTRATION_ENABLED=0; spec: shopping §2 Login screen, issue
 * 28): the login's 'Registrati' and 'Hai dimenticato la password?' lead to the chain's external
 * pages, and the shop's own registration pages send there too. A storefront of this file's own,
 * started with the setting against the run's backend and WordPress; the run's storefront keeps
 * registration on (registration.spec.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test, waitForShell } from './fixtures';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4399);
/** This file's storefront: one per parallel worker (repeated runs), beside the run's own. */
const portOf = (parallelIndex: number) => BASE_PORT + 30 + parallelIndex;
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;
const CMS = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 9401}`;
const REGISTER = 'https://www.sporta.example/registrazione';
const RESET = 'https://www.sporta.example/recupera-password';

test.describe('registration switched off (PUBLIC_REGISTRATION_ENABLED=0)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let shop = '';

  test.beforeAll(async () => {
    const port = portOf(test.info().parallelIndex);
    shop = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ASTRO_TELEMETRY_DISABLED: '1',
        CMS_URL: CMS,
        EBSN_API_URL: `${BACKEND}/ebsn/api`,
        PUBLIC_REGISTRATION_ENABLED: '0',
        EXTERNAL_REGISTRATION_URL: REGISTER,
        EXTERNAL_PASSWORD_RESET_URL: RESET,
      },
      stdio: 'ignore',
    });
    // Ready when it answers Home (a state, polled; no fixed wait).
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${shop}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!server?.pid || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(server.pid);
    await exited;
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
