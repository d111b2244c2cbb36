/**
 * version.json (account §4 "App lifecycle", §7 "a version.json resource exists"): the latest app
 * version as a plain file, and the development hook that announces a newer one, to one browser
 * only when it names one (parallel e2e journeys never see each other's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../routes/extras.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

const versionFor = async (client?: string) => {
  const reply = await shop.api<{ version: string; minVersion: string }>('GET', '/version.json', {
    ...(client ? { headers: { 'x-ebsn-client-uuid': client } } : {}),
  });
  expect(reply.status).toBe(200);
  return reply.body;
};

const announce = (version: unknown, client?: string) =>
  fetch(`${shop.backend.url}/_dev/version${client ? `?clientUuid=${client}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });

describe('version.json', () => {
  it('answers the app version and the oldest one still served, without an envelope', async () => {
    expect(await versionFor()).toMatchObject({ version: APP_VERSION, minVersion: '5.0.0' });
  });

  it("given a newer version announced for one browser, then only that browser's check sees it", async () => {
    expect((await announce('5.12.0', A)).status).toBe(200);
    expect((await versionFor(A)).version).toBe('5.12.0');
    expect((await versionFor(B)).version).toBe(APP_VERSION);
    expect((await versionFor()).version).toBe(APP_VERSION);
    await announce(null, A);
    expect((await versionFor(A)).version).toBe(APP_VERSION);
  });

  it("given a version announced for everyone, then a browser's own still comes first", async () => {
    await announce('6.0.0');
    await announce('5.12.1', A);
    expect((await versionFor(B)).version).toBe('6.0.0');
    expect((await versionFor(A)).version).toBe('5.12.1');
    await announce(null);
    await announce(null, A);
    expect((await versionFor(B)).version).toBe(APP_VERSION);
  });

  it('refuses a hook call without a version', async () => {
    expect((await announce('')).status).toBe(400);
    expect((await announce(5)).status).toBe(400);
  });
});
