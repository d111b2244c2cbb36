// @vitest-environment jsdom
/**
 * Login tracking (spec: shopping §4 "Successful login … tracks the login"): a successful sign-in
 * calls customer-lifetime/user_info once with the shopper's id; a refusal or the code step never.
 */
import { createEbsnCore, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../sdk/src/test-server';
import { $session, GUEST } from '../../platform/shopper/shopper';

let core: EbsnCore;
vi.mock('../../shell/hydration/ebsn', () => ({
  ebsnCore: () => core,
  sessionEnded: () => undefined,
}));
vi.mock('../../shell/hydration/background-core', () => ({ backgroundCore: () => core }));

const { signIn } = await import('./auth');

const refusal = (status: number, error: string) => ({
  body: { response: { status, errors: [{ error }], warnings: [], infos: [] }, data: {} },
});

describe('login tracking', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    core = createEbsnCore({ baseUrl: `${server.url}/ebsn/api`, tokens: noTokenStore() });
    server.on('/customer-lifetime/user_info', ok({ userId: 1002 }));
  });
  afterEach(async () => {
    $session.set(GUEST);
    await server.close();
  });
  const tracked = () => server.requests.filter((r) => r.path === '/customer-lifetime/user_info');
  const input = { login: 'giulia@example.com', password: 'Segreta1', mfaPin: '123456' };

  it('given a successful sign-in, then the login is tracked once with the shopper id', async () => {
    server.on('/auth/login', ok({ user: { userId: 1002 }, cartId: 1 }, { user: { userId: 1002 } }));
    expect(await signIn(input)).toEqual({ ok: true, value: 1002 });
    expect(tracked()).toHaveLength(1);
    expect(tracked()[0]?.method).toBe('POST');
    expect(tracked()[0]?.query.get('userId')).toBe('1002');
  });

  it('given wrong credentials, then nothing is tracked', async () => {
    server.on('/auth/login', refusal(1, 'Credenziali Errate'));
    expect(await signIn(input)).toEqual({
      ok: false,
      text: 'Credenziali Errate',
      texts: ['Credenziali Errate'],
    });
    expect(tracked()).toHaveLength(0);
  });

  it('given the code step, then nothing is tracked until the code signs the shopper in', async () => {
    server.on('/auth/login', refusal(4, 'Ti abbiamo inviato un codice.'));
    expect(await signIn(input)).toMatchObject({ ok: false, field: 'code' });
    expect(tracked()).toHaveLength(0);
  });

  it('given the tracking call fails, then the shopper is signed in all the same', async () => {
    server.on('/auth/login', ok({ user: { userId: 1002 }, cartId: 1 }, { user: { userId: 1002 } }));
    server.on('/customer-lifetime/user_info', { status: 500, raw: 'boom' });
    expect((await signIn(input)).ok).toBe(true);
    expect(tracked()).toHaveLength(1);
  });
});
