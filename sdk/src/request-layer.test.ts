// @vitest-environment node
/**
 * The request layer of account §7 and §8, proved through the real client against a real HTTP
 * server on 127.0.0.1: what goes out, what is kept, and how every failure reaches the caller.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEbsnClient } from './client';
import { type EbsnClientOptions, SDK_REQUEST_HEADER } from './core';
import { EbsnError } from './errors';
import type { ToastEvent } from './events';
import { ok, startTestServer, type TestServer } from './test-server';
import { memoryTokenStore } from './tokens';

const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';
const EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';
const CART = { cartId: 7, totalItems: 0, cartItems: [] };

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function client(options: EbsnClientOptions = {}) {
  const sdk = createEbsnClient({ baseUrl: `${server.url}/ebsn/api`, ...options });
  const toasts: ToastEvent[] = [];
  let notLoggedIn = 0;
  sdk.events.on('toast', (toast) => toasts.push(toast));
  sdk.events.on('notLoggedIn', () => {
    notLoggedIn += 1;
  });
  return { sdk, toasts, notLoggedIn: () => notLoggedIn };
}

/** The rejection of a call, asserted to be an EbsnError. */
async function failure(call: Promise<unknown>): Promise<EbsnError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(EbsnError);
  return outcome as EbsnError;
}

describe('headers (account §7, §9)', () => {
  it('given a client, when it calls, then it identifies as site 5.11.11 in Italian with a client uuid', async () => {
    server.on('/cart/view', ok(CART));
    await client({ clientUuid: '64b2d6318bb8f97bb1aba47dd8af38f6' }).sdk.cart.view();
    const [request] = server.requests;
    expect(request?.headers['x-ebsn-client']).toBe('site');
    expect(request?.headers['x-ebsn-version']).toBe('5.11.11');
    expect(request?.headers['accept-language']).toBe('it');
    expect(request?.headers['x-ebsn-client-uuid']).toBe('64b2d6318bb8f97bb1aba47dd8af38f6');
  });

  it('given no uuid, when it calls, then it sends a generated one of 32 hex characters', async () => {
    server.on('/cart/view', ok(CART));
    await client().sdk.cart.view();
    expect(server.requests[0]?.headers['x-ebsn-client-uuid']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('given any call, GET or POST, when it goes out, then it carries the SDK header the proxy trusts (issue 12)', async () => {
    server.on('/cart/view', ok(CART));
    server.on('/auth/logout', ok(null));
    const { sdk } = client();
    await sdk.cart.view();
    await sdk.auth.logout();
    expect(server.requests.map((request) => request.headers[SDK_REQUEST_HEADER])).toEqual([
      '1',
      '1',
    ]);
  });
});

describe('session and account values', () => {
  it('given an answer with x-ebsn-session and x-ebsn-account, when the next call goes out, then it carries both', async () => {
    const tokens = memoryTokenStore();
    server.on('/auth/logout', ok(null));
    server.on('/cart/view', {
      ...ok(CART),
      headers: { 'x-ebsn-session': 'S1', 'x-ebsn-account': 'A1' },
    });
    const { sdk } = client({ tokens });
    await sdk.cart.view();
    expect(tokens.get()).toEqual({ session: 'S1', account: 'A1' });
    await sdk.cart.view();
    expect(server.requests[1]?.headers['x-ebsn-session']).toBe('S1');
    expect(server.requests[1]?.headers['x-ebsn-account']).toBe('A1');
  });

  it('given an answer that renews only the session, then the account value is kept', async () => {
    const tokens = memoryTokenStore({ session: 'S0', account: 'A0' });
    server.on('/cart/view', { ...ok(CART), headers: { 'x-ebsn-session': 'S2' } });
    await client({ tokens }).sdk.cart.view();
    expect(tokens.get()).toEqual({ session: 'S2', account: 'A0' });
  });

  it('given a logged-in client, when it logs out, then the stored values are gone', async () => {
    const tokens = memoryTokenStore({ session: 'S0', account: 'A0' });
    server.on('/auth/logout', ok(null));
    await client({ tokens }).sdk.auth.logout();
    expect(tokens.get()).toEqual({});
  });

  it('given an operator signed in with SAML, when they sign out, then the stored values are gone', async () => {
    const tokens = memoryTokenStore({ session: 'S0' });
    server.on('/saml/do-logout', ok({ logged: false }));
    await client({ tokens }).sdk.backoffice.samlLogout();
    expect(tokens.get()).toEqual({});
  });
});

describe('HTTP 419 (account §4, §8)', () => {
  it('given an expired session, when a call answers 419, then the values are cleared, not-logged-in is signalled and the call rejects with the session-expired message', async () => {
    const tokens = memoryTokenStore({ session: 'S0', account: 'A0' });
    server.on('/user-address/select', { status: 419, raw: '' });
    const { sdk, toasts, notLoggedIn } = client({ tokens });
    const error = await failure(
      sdk.address.select({ addressType: 'home', addressId: 1, deliveryServiceId: 2 }),
    );
    expect(error.httpStatus).toBe(419);
    expect(error.message).toBe(EXPIRED);
    expect(tokens.get()).toEqual({});
    expect(notLoggedIn()).toBe(1);
    expect(toasts).toEqual([{ kind: 'error', message: EXPIRED }]);
  });
});

describe('failures without an envelope reject with status 1 and the generic message (account §8)', () => {
  it('given a 500 HTML page, when the cart is viewed, then it rejects with status 1', async () => {
    server.on('/cart/view', { status: 500, raw: '<html>Internal Server Error</html>' });
    const error = await failure(client().sdk.cart.view());
    expect({ status: error.status, message: error.message, http: error.httpStatus }).toEqual({
      status: 1,
      message: GENERIC,
      http: 500,
    });
  });

  it('given a body that is not JSON, when the cart is viewed, then it rejects with status 1', async () => {
    server.on('/cart/view', { raw: '{"response": {"status": 0' });
    const error = await failure(client().sdk.cart.view());
    expect([error.status, error.message]).toEqual([1, GENERIC]);
  });

  it('given a server that drops the connection, when the cart is viewed, then it rejects with status 1', async () => {
    server.on('/cart/view', { destroy: true });
    const error = await failure(client().sdk.cart.view());
    expect([error.status, error.message, error.httpStatus]).toEqual([1, GENERIC, undefined]);
  });

  it('given no server at all, when the cart is viewed, then it rejects with status 1', async () => {
    const sdk = createEbsnClient({ baseUrl: 'http://127.0.0.1:9/ebsn/api' });
    const error = await failure(sdk.cart.view());
    expect([error.status, error.message]).toEqual([1, GENERIC]);
  });

  it('given a server that never answers, when the timeout passes, then it rejects with status 1 in about that time', async () => {
    server.on('/cart/view', { hang: true });
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 150 }).sdk.cart.view());
    const elapsed = performance.now() - started;
    expect([error.status, error.message]).toEqual([1, GENERIC]);
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(2000);
  });

  it('given a valid envelope whose data fails validation, then it rejects with the generic message and logs where', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.on('/cart/view', ok({ cartId: 'seven' }));
    const error = await failure(client().sdk.cart.view());
    expect([error.status, error.message]).toEqual([1, GENERIC]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/ebsn/api/cart/view'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.cartId'));
    warn.mockRestore();
  });
});

describe('HTTP 429, a guess over its limit (issue 37 item 6)', () => {
  const TOO_MANY = 'Troppi tentativi. Riprova tra 2 minuti.';
  const refusal = {
    status: 429,
    headers: { 'retry-after': '90' },
    body: { response: { status: 1, errors: [{ error: TOO_MANY }] }, data: null },
  };

  it('given a sign-in refused with 429, then the caller gets its text, once, with no retry', async () => {
    server.on('/auth/login', refusal);
    const { sdk } = client();
    const error = await failure(sdk.auth.login({ login: 'mario.rossi@example.it', password: 'x' }));
    expect(error.httpStatus).toBe(429);
    expect(error.errors).toEqual([TOO_MANY]);
    expect(server.requests).toHaveLength(1);
  });

  it('given a GET refused with 429, then the text is a toast and nothing is cached', async () => {
    server.on('/registration/password_reset_token_request', refusal);
    const { sdk, toasts } = client();
    const reset = () => sdk.registration.requestPasswordReset({ email: 'a@example.it' });
    expect((await failure(reset())).message).toBe(TOO_MANY);
    await failure(reset());
    expect(server.requests).toHaveLength(2);
    expect(toasts.map((toast) => toast.message)).toEqual([TOO_MANY, TOO_MANY]);
  });
});

describe('the GET cache (account §7, §9)', () => {
  it('given a product list fetched once, when asked again, then the server is not called again', async () => {
    server.on(
      '/products',
      ok({ page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: 24 }, products: [] }),
    );
    const { sdk } = client();
    await sdk.product.list({ categoryId: 44979 });
    await sdk.product.list({ categoryId: 44979 });
    expect(server.requests).toHaveLength(1);
    await sdk.product.list({ categoryId: 45141 });
    expect(server.requests).toHaveLength(2);
  });

  it('given a product list asked for again, then the calls share one frozen answer', async () => {
    const product = { productId: 7, name: 'Mezze maniche n.55', priceDisplay: 0.99 };
    server.on(
      '/products',
      ok({ page: { selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 24 }, products: [product] }),
    );
    const { sdk } = client();
    await sdk.product.list({ categoryId: 44979 });
    // The answers the cache gives: the first came over the network, as it was parsed.
    const kept = await sdk.product.list({ categoryId: 44979 });
    const again = await sdk.product.list({ categoryId: 44979 });
    expect(server.requests).toHaveLength(1);
    expect(again?.products?.[0]).toBe(kept?.products?.[0]);
    expect(again?.products?.[0]).toMatchObject(product);
    // Shared by every call the cache answers: a change fails instead of reaching them.
    expect(Object.isFrozen(again?.products?.[0])).toBe(true);
    expect(() => {
      (again?.products?.[0] as { name?: string }).name = 'Altro';
    }).toThrow(TypeError);
  });

  it('given a kept answer its schema refuses, then every call refuses it, not only the first', async () => {
    // The page must be an object: a string there fails the list's schema.
    server.on('/products', ok({ page: 'prima', products: [] }));
    const { sdk } = client();
    await failure(sdk.product.list({ categoryId: 44979 }));
    await failure(sdk.product.list({ categoryId: 44979 }));
    await failure(sdk.product.list({ categoryId: 44979 }));
    expect(server.requests).toHaveLength(1);
  });

  it('given a cached category, when any POST goes out, then the next read asks the server again', async () => {
    server.on('/category', ok({ categories: [] }));
    server.on('/store/select', ok(null));
    const { sdk } = client();
    await sdk.category.tree({ filtered: true });
    await sdk.store.select(5);
    await sdk.category.tree({ filtered: true });
    expect(server.requests.map((r) => r.path)).toEqual(['/category', '/store/select', '/category']);
  });

  it('given the cart, which is not a catalogue path, when viewed twice, then both reach the server', async () => {
    server.on('/cart/view', ok(CART));
    const { sdk } = client();
    await sdk.cart.view();
    await sdk.cart.view();
    expect(server.requests).toHaveLength(2);
  });

  it('given an error answer on a catalogue path, then it is not kept', async () => {
    let calls = 0;
    server.on('/category', () => {
      calls += 1;
      return calls === 1
        ? { body: { response: { status: 1, errors: [{ error: 'Errore' }] } } }
        : ok({ categories: [] });
    });
    const { sdk } = client();
    await failure(sdk.category.tree());
    await expect(sdk.category.tree()).resolves.toEqual({ categories: [] });
  });

  it('given the cache turned off, then every read reaches the server', async () => {
    server.on('/category', ok({ categories: [] }));
    const { sdk } = client({ cache: false });
    await sdk.category.tree();
    await sdk.category.tree();
    expect(server.requests).toHaveLength(2);
  });
});

describe('the pending-request count', () => {
  it('given a call, while the server handles it the count is 1, and once it settles (even failing) it is 0', async () => {
    const { sdk } = client();
    let duringCall = -1;
    server.on('/cart/view', () => {
      duringCall = sdk.pending.get();
      return { status: 500, raw: 'down' };
    });
    const seen: number[] = [];
    sdk.pending.subscribe((count) => seen.push(count));
    await sdk.cart.view().catch(() => {});
    expect(duringCall).toBe(1);
    expect(seen).toEqual([1, 0]);
    expect(sdk.pending.get()).toBe(0);
  });

  it('given a network failure, then the count still returns to 0', async () => {
    server.on('/cart/view', { destroy: true });
    const { sdk } = client();
    await sdk.cart.view().catch(() => {});
    expect(sdk.pending.get()).toBe(0);
  });

  it('given a cache hit, then nothing is counted', async () => {
    server.on('/category', ok({ categories: [] }));
    const { sdk } = client();
    await sdk.category.tree();
    const seen: number[] = [];
    sdk.pending.subscribe((count) => seen.push(count));
    await sdk.category.tree();
    expect(seen).toEqual([]);
  });
});

describe('captcha (shopping §4, account §7 token_recaptcha)', () => {
  const LOGIN = ok({ user: { userId: 12 }, cartId: 3 });

  it('given a provider, when logging in, then token_recaptcha is appended and the form body survives', async () => {
    server.on('/auth/login', LOGIN);
    const provider = vi.fn(() => 'captcha-token');
    await client({ captcha: { provider } }).sdk.auth.login({
      login: 'a@b.it',
      password: 'segreta',
    });
    expect(provider).toHaveBeenCalledWith('/auth/login');
    expect(server.requests[0]?.query.get('token_recaptcha')).toBe('captcha-token');
    expect(new URLSearchParams(server.requests[0]?.body).get('password')).toBe('segreta');
  });

  it('given the pin step, when logging in with mfaPin, then no captcha is asked for', async () => {
    server.on('/auth/login', LOGIN);
    const provider = vi.fn(() => 'captcha-token');
    await client({ captcha: { provider } }).sdk.auth.login({
      login: 'a@b.it',
      password: 'segreta',
      mfaPin: '123456',
    });
    expect(provider).not.toHaveBeenCalled();
    expect(server.requests[0]?.query.has('token_recaptcha')).toBe(false);
  });

  it('given an endpoint that is not configured, then no token is added', async () => {
    server.on('/cart/view', ok(CART));
    const provider = vi.fn(() => 'captcha-token');
    await client({ captcha: { provider } }).sdk.cart.view();
    expect(provider).not.toHaveBeenCalled();
    expect(server.requests[0]?.query.has('token_recaptcha')).toBe(false);
  });
});
