// @vitest-environment jsdom
import { cartArea, categoryArea, createEbsnCore, noTokenStore, productArea } from '@sporta/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../sdk/src/test-server';
import { $session } from '../../platform/shopper/shopper';
import { $overlay, LOGIN_OVERLAY } from '../overlay/overlay';
import { $pendingRequests } from '../overlay/requests';
import { $toasts, clearToasts } from '../overlay/toasts';
import { connectQuietly } from './background-core';
import { connectToShell } from './ebsn';

describe('the browser EBSN core, connected to the shell', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    $pendingRequests.set(0);
    clearToasts();
  });
  afterEach(() => server.close());

  const cart = () =>
    cartArea(
      connectToShell(createEbsnCore({ baseUrl: `${server.url}/ebsn/api`, tokens: noTokenStore() })),
    );

  it('given a call under way, then the loading overlay count is up until it settles', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('/cart/view', async () => {
      await answered;
      return ok({ cartId: 1, cartItems: [] });
    });
    const call = cart().view();
    await expect.poll(() => $pendingRequests.get()).toBe(1);
    release();
    await call;
    expect($pendingRequests.get()).toBe(0);
  });

  it('given an answer with an error, then it shows as an error toast', async () => {
    server.on('/cart/view', {
      body: {
        response: { status: 1, errors: [{ error: 'Errore nel caricamento del carrello' }] },
        data: null,
      },
    });
    await expect(cart().view()).rejects.toThrow('Errore nel caricamento del carrello');
    expect($toasts.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Errore nel caricamento del carrello' }),
    ]);
    expect($pendingRequests.get()).toBe(0);
  });

  it('given HTTP 419 in the middle of an action, then the toast says so, the page shows a guest and the login dialog opens', async () => {
    $session.set({ loggedIn: true, userId: 7, firstName: 'Mario', cartCount: 3 });
    server.on('/cart/view', { status: 419, body: '' });
    await expect(cart().view()).rejects.toMatchObject({ httpStatus: 419 });
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      }),
    ]);
    expect($session.get()).toMatchObject({ loggedIn: false, cartCount: 0 });
    expect($overlay.get()).toBe(LOGIN_OVERLAY);
  });
});

describe('the background EBSN core (search suggestions)', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    $pendingRequests.set(0);
    $overlay.set(null);
    clearToasts();
  });
  afterEach(() => server.close());

  const quietCore = () =>
    connectQuietly(createEbsnCore({ baseUrl: `${server.url}/ebsn/api`, tokens: noTokenStore() }));

  it('given a failing suggestion, then nothing shows: no overlay, no toast', async () => {
    server.on('/category', { status: 500, body: '' });
    await expect(categoryArea(quietCore()).tree({ q: 'latte' })).rejects.toThrow();
    expect($toasts.get()).toEqual([]);
    expect($pendingRequests.get()).toBe(0);
  });

  it('given HTTP 419 on both suggestion calls, then the shopper is told once, shown as a guest and offered the login', async () => {
    $session.set({ loggedIn: true, userId: 7, firstName: 'Mario', cartCount: 3 });
    server.on('/category', { status: 419, body: '' });
    server.on('/products', { status: 419, body: '' });
    const core = quietCore();
    const answers = await Promise.allSettled([
      categoryArea(core).tree({ q: 'latte' }),
      productArea(core).search('latte', { pageSize: 5 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      }),
    ]);
    expect($session.get()).toMatchObject({ loggedIn: false });
    expect($overlay.get()).toBe(LOGIN_OVERLAY);
  });
});
