// @vitest-environment jsdom
import { createEbsnCore, noTokenStore } from '@sporta/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../../sdk/src/test-server';
import { registerPushDevice, unregisterPushDevice } from './push-device';

/** Push registration after sign-in happens only inside the app wrapper (spec: shopping §4). */
describe('push device registration after sign-in', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    server.on('/externalregistration/register', ok({}));
    server.on('/externalregistration/unregister', ok({}));
  });
  afterEach(async () => {
    delete window.sportaApp;
    await server.close();
  });
  const core = () => createEbsnCore({ baseUrl: `${server.url}/ebsn/api`, tokens: noTokenStore() });

  it('given a browser (no wrapper), then nothing is called', async () => {
    expect(await registerPushDevice(core())).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('given the wrapper with push on, then its device is registered', async () => {
    window.sportaApp = {
      pushDevice: () => ({ externalId: 'fcm-1', platform: 'android', uuid: 'dev-1' }),
    };
    expect(await registerPushDevice(core())).toBe(true);
    expect(server.requests[0]?.path).toBe('/externalregistration/register');
    expect(server.requests[0]?.query.get('external_id')).toBe('fcm-1');
  });

  it('given the wrapper with push off, then nothing is called', async () => {
    window.sportaApp = { pushDevice: () => undefined };
    expect(await registerPushDevice(core())).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('at logout in the app, then the device is unregistered with its platform and uuid', async () => {
    await unregisterPushDevice(core(), 'ios', 'dev-2');
    expect(server.requests[0]?.path).toBe('/externalregistration/unregister');
    expect(server.requests[0]?.query.get('platform')).toBe('ios');
    expect(server.requests[0]?.query.get('uuid')).toBe('dev-2');
  });
});
