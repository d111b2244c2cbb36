// @vitest-environment node
/**
 * A call's own text for a failure the server does not word (shopping §8 keys, account §8): the
 * `fallback` of unwrap, through the real client and server. The server's texts win, HTTP 419
 * keeps its session-expired text, a call naming none keeps the generic text.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf, rejection, startTestServer, type TestServer } from './test-server';

const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const client = () => clientOf(server);

describe("a call's own text for a failure the server does not word (shopping §8 keys)", () => {
  const LOADING_CART = 'Errore nel caricamento del carrello';

  it('given the server says why, then its text wins over the fallback', async () => {
    server.on('/cart/view', {
      body: { response: { status: 2, errors: [{ error: 'Carrello bloccato' }] } },
    });
    const { sdk, toasts } = client();
    const error = await rejection(sdk.cart.view({ fallback: 'errors.errorLoadingCart' }));
    expect([error.errors, toasts.map((toast) => toast.message)]).toEqual([
      ['Carrello bloccato'],
      ['Carrello bloccato'],
    ]);
    expect(error.key).toBeUndefined();
  });

  it("given the generic text as the server's own words, then they stand: no text is special", async () => {
    server.on('/cart/view', {
      body: { response: { status: 1, errors: [{ error: GENERIC }] }, data: null },
    });
    const { sdk } = client();
    const error = await rejection(sdk.cart.view({ fallback: 'errors.errorLoadingCart' }));
    expect([error.errors, error.key]).toEqual([[GENERIC], 'errors.generic']);
  });

  it('given no error text, then the fallback is the error and its toast', async () => {
    server.on('/cart/view', { body: { response: { status: 3, errors: [] } } });
    const { sdk, toasts } = client();
    const error = await rejection(sdk.cart.view({ fallback: 'errors.errorLoadingCart' }));
    expect([error.status, error.errors]).toEqual([3, [LOADING_CART]]);
    expect(toasts).toEqual([{ kind: 'error', message: LOADING_CART }]);
  });

  it('given no envelope at all (HTTP 502), then the fallback is said too', async () => {
    server.on('/cart/close', { status: 502, raw: 'Bad Gateway' });
    const { sdk, toasts } = client();
    const error = await rejection(sdk.cart.close(7, { fallback: 'errors.emptyCart' }));
    expect([error.httpStatus, error.errors]).toEqual([502, ['Impossibile svuotare il carrello']]);
    expect(toasts.map((toast) => toast.message)).toEqual(['Impossibile svuotare il carrello']);
  });

  it("given the proxy's 502 without words (an API that said nothing), then the fallback speaks", async () => {
    server.on('/cart/update', {
      status: 502,
      body: { response: { status: 1, errors: [] }, data: null },
    });
    const { sdk } = client();
    const error = await rejection(
      sdk.cart.update([{ itemId: 1, quantity: 2 }], { fallback: 'errors.errorSettingProduct' }),
    );
    expect([error.httpStatus, error.errors]).toEqual([
      502,
      ['Non è stato possibile aggiornare il prodotto nel carrello'],
    ]);
    // With a code, the generic text is the shop's own (a showInPopupCode modal): it stays.
    server.on('/cart/close', {
      body: { response: { status: 1, errors: [{ error: GENERIC, code: 'POPUP' }] } },
    });
    const coded = await rejection(sdk.cart.close(7, { fallback: 'errors.emptyCart' }));
    expect([coded.errors, coded.codes]).toEqual([[GENERIC], { [GENERIC]: 'POPUP' }]);
  });

  it('given an address update refused unworded, then errorUpdatingAddress is its toast (account §8)', async () => {
    server.on('/user-address/update', { body: { response: { status: 1, errors: [] } } });
    const { sdk, toasts } = client();
    const address = { addressId: 5 } as Parameters<typeof sdk.address.update>[0];
    await rejection(sdk.address.update(address, { fallback: 'errors.errorUpdatingAddress' }));
    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'Non è stato possibile comunicare l’indirizzo al servizio di consegna, riprova.',
      },
    ]);
  });

  it('given HTTP 419, then the session-expired text stays, whatever the fallback', async () => {
    server.on('/cart/view', { status: 419, raw: '' });
    const { sdk, toasts } = client();
    const notLoggedIn = vi.fn();
    sdk.events.on('notLoggedIn', notLoggedIn);
    const error = await rejection(sdk.cart.view({ fallback: 'errors.errorLoadingCart' }));
    const expired = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';
    expect([error.httpStatus, error.errors]).toEqual([419, [expired]]);
    expect(toasts.map((toast) => toast.message)).toEqual([expired]);
    expect(notLoggedIn).toHaveBeenCalledOnce();
  });

  it('given a call that names no fallback, then the generic text stays', async () => {
    server.on('/cart/view', { body: { response: { status: 3, errors: [] } } });
    const { sdk, toasts } = client();
    const error = await rejection(sdk.cart.view());
    expect([error.errors, error.key, toasts.map((toast) => toast.message)]).toEqual([
      [GENERIC],
      'errors.generic',
      [GENERIC],
    ]);
  });
});
