/**
 * GET /_dev/devices?uuid=: what externalregistration/register and unregister recorded for an
 * installation, so the app's e2e journeys check the device a sign-in registered (issue 30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const devicesOf = async (uuid: string) => {
  const answer = await fetch(`${shop.backend.url}/_dev/devices?uuid=${encodeURIComponent(uuid)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { devices: Record<string, unknown>[] }).devices;
};

describe('GET /_dev/devices', () => {
  it('given a device registered by a signed-in shopper, then it has every field and the shopper', async () => {
    const login = await shop.api('POST', '/auth/login', {
      form: { login: 'giulia.bianchi@example.it', password: 'Segreta1', remember_me: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    });
    const session = login.session as string;
    const query = {
      external_id: 'PUSH-DEV-1',
      platform: 'ios',
      uuid: 'DEV-DEVICES-1',
      model: 'iPhone15,2',
      platform_version: '18.1',
      manufacturer: 'Apple',
    };
    await shop.api('GET', '/externalregistration/register', { session, query });
    expect(await devicesOf('DEV-DEVICES-1')).toEqual([
      {
        uuid: 'DEV-DEVICES-1',
        platform: 'ios',
        userId: 1002,
        externalId: 'PUSH-DEV-1',
        model: 'iPhone15,2',
        platformVersion: '18.1',
        manufacturer: 'Apple',
        active: true,
      },
    ]);
  });

  it('given the device unregistered by its shopper, then it stays listed as inactive', async () => {
    // Devices are registered and unregistered by their signed-in shopper only (issue 37 item 11).
    const login = await shop.api('POST', '/auth/login', {
      form: { login: 'giulia.bianchi@example.it', password: 'Segreta1', remember_me: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    });
    const session = login.session as string;
    await shop.api('GET', '/externalregistration/register', {
      session,
      query: { external_id: 'PUSH-DEV-2', platform: 'android', uuid: 'DEV-DEVICES-2' },
    });
    await shop.api('GET', '/externalregistration/unregister', {
      session,
      query: { platform: 'android', uuid: 'DEV-DEVICES-2' },
    });
    expect(await devicesOf('DEV-DEVICES-2')).toMatchObject([{ active: false, userId: 1002 }]);
  });

  it('given an unknown installation, then none; without uuid, 400', async () => {
    expect(await devicesOf('NOBODY')).toEqual([]);
    expect((await fetch(`${shop.backend.url}/_dev/devices`)).status).toBe(400);
  });
});
