import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 37 item 11 against the e2e backend: a stolen session alone changes no credentials, the
 * marketing cloud answers operators only, and a device stays its own shopper's.
 */
const API = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}/ebsn/api`;
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;

async function signedInShopper(request: APIRequestContext) {
  const fresh = await request.post(`${BACKEND}/_dev/shopper`, { data: {} });
  const shopper = (await fresh.json()) as { login: string; userId: number };
  const login = await request.post(`${API}/auth/login?token_recaptcha=sporta-dev-captcha`, {
    form: { login: shopper.login, password: 'Segreta1', remember_me: 'false' },
  });
  return { ...shopper, session: login.headers()['x-ebsn-session'] ?? '' };
}

const statusOf = async (answer: Awaited<ReturnType<APIRequestContext['get']>>) =>
  ((await answer.json()) as { response: { status: number } }).response.status;

test.describe('account takeover paths (issue 37 item 11)', () => {
  test('given only the session and cod_int, then change-password is refused', async ({
    request,
  }) => {
    const shopper = await signedInShopper(request);
    const answer = await request.post(`${API}/api-iperal/account/change-password`, {
      headers: { 'x-ebsn-session': shopper.session },
      params: { cod_int: `C${shopper.userId}`, new_password: 'Rubata123' },
    });
    expect(await statusOf(answer)).not.toBe(0);
  });

  test('given only the session, then neither the e-mail nor the login changes', async ({
    request,
  }) => {
    const shopper = await signedInShopper(request);
    const headers = { 'x-ebsn-session': shopper.session };
    const email = await request.get(`${API}/registration/update_email_request`, {
      headers,
      params: { new_email: `presa.${shopper.userId}@example.it` },
    });
    expect(await statusOf(email)).not.toBe(0);
    const username = await request.post(`${API}/registration/update_username`, {
      headers,
      params: { username: `preso.${shopper.userId}@example.it` },
    });
    expect(await statusOf(username)).not.toBe(0);
  });

  test('given a shopper, then the marketing cloud answers no contact key', async ({ request }) => {
    const shopper = await signedInShopper(request);
    const answer = await request.post(`${API}/marketingcloud/contact-key`, {
      headers: { 'x-ebsn-session': shopper.session },
      data: { ChannelAddressList: ['mario.rossi@example.it'] },
    });
    expect(await statusOf(answer)).not.toBe(0);
    expect(((await answer.json()) as { data?: unknown }).data).toBeUndefined();
  });

  test("given another shopper's device, then it is neither rebound nor turned off", async ({
    request,
    playwright,
  }) => {
    const owner = await signedInShopper(request);
    // A browser of the intruder's own: a login on the same cookie jar would end the owner's session.
    const elsewhere = await playwright.request.newContext();
    const intruder = await signedInShopper(elsewhere);
    const device = { platform: 'android', uuid: `E2E-TAKEOVER-${owner.userId}` };
    const mine = await request.get(`${API}/externalregistration/register`, {
      headers: { 'x-ebsn-session': owner.session },
      params: { ...device, external_id: 'PUSH-OWNER' },
    });
    expect(await statusOf(mine)).toBe(0);
    for (const action of ['register', 'unregister']) {
      const answer = await elsewhere.get(`${API}/externalregistration/${action}`, {
        headers: { 'x-ebsn-session': intruder.session },
        params: { ...device, external_id: 'PUSH-INTRUDER' },
      });
      expect(await statusOf(answer)).not.toBe(0);
    }
    const devices = await request.get(`${BACKEND}/_dev/devices`, { params: { uuid: device.uuid } });
    expect(((await devices.json()) as { devices: unknown[] }).devices).toMatchObject([
      { externalId: 'PUSH-OWNER', active: true, userId: owner.userId },
    ]);
    await elsewhere.dispose();
  });
});
