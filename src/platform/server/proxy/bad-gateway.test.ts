// @vitest-environment node
/**
 * The proxy's 502 for an upstream answer it cannot pass on (an HTML error page, a type the API
 * does not serve, a redirect elsewhere, a dropped connection) says no words: a failed envelope
 * with no errors. What the shopper reads is then the SDK's, through the real client: the call's
 * own text when it names one (shopping §8 keys, e.g. errors.errorUpdatingAddress), else the
 * generic one (account §8).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { t } from '@sporta/i18n';
import { createEbsnClient, type EbsnError, type ToastEvent } from '@sporta/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyToEbsn } from './ebsn-proxy';
import { Jar, type Reply, startUpstream } from './proxy-test-upstream';

const SHOP = 'http://127.0.0.1:4321';
const UNWORDED = { response: { status: 1, errors: [] }, data: null };

let upstream: Awaited<ReturnType<typeof startUpstream>>;
/** An API that closes every connection without an answer. */
let dropping: { base: string; close: () => Promise<void> };
let reply: Reply;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.state.reply = (seen) => reply(seen);
  const server = createServer((request) => request.socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dropping = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebsn/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await upstream.close();
  await dropping.close();
});

const HTML_PAGE: Reply = () => ({
  status: 500,
  headers: { 'content-type': 'text/html' },
  body: '<html><body>Internal Server Error</body></html>',
});
beforeEach(() => {
  reply = HTML_PAGE;
});

/** An SDK client whose every call goes through the proxy to `base`, as a shop page's does. */
function shopClient(base = upstream.base) {
  const sdk = createEbsnClient({
    baseUrl: `${SHOP}/ebsn/api`,
    cache: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      request.headers.set('sec-fetch-site', 'same-origin');
      const path = new URL(request.url).pathname.replace('/ebsn/api/', '');
      return proxyToEbsn(request, path, new Jar(), base);
    },
  });
  const toasts: ToastEvent[] = [];
  sdk.events.on('toast', (toast) => toasts.push(toast));
  return { sdk, toasts };
}

const rejection = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as EbsnError,
  );

describe("the proxy's 502 for what it cannot pass on", () => {
  it.each<[string, Reply]>([
    ['an HTML error page', HTML_PAGE],
    [
      'a type the API does not serve',
      () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'x' }),
    ],
    [
      'a redirect elsewhere',
      () => ({ status: 302, headers: { location: 'https://evil.example/' }, body: '' }),
    ],
  ])('given %s, then an envelope without words', async (_, answer) => {
    reply = answer;
    const response = await proxyToEbsn(
      new Request(`${SHOP}/ebsn/api/cart/view`),
      'cart/view',
      new Jar(),
      upstream.base,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UNWORDED);
  });

  it('given a dropped connection, then an envelope without words', async () => {
    const response = await proxyToEbsn(
      new Request(`${SHOP}/ebsn/api/cart/view`),
      'cart/view',
      new Jar(),
      dropping.base,
    );
    expect([response.status, await response.json()]).toEqual([502, UNWORDED]);
  });
});

describe('what the shopper reads of it', () => {
  it('given a call with its own text, then that text (errors.errorUpdatingAddress)', async () => {
    const { sdk, toasts } = shopClient();
    const address = { addressId: 5 } as Parameters<typeof sdk.address.update>[0];
    const error = await rejection(
      sdk.address.update(address, { fallback: 'errors.errorUpdatingAddress' }),
    );
    const text = t('errors.errorUpdatingAddress');
    expect([error.httpStatus, error.errors]).toEqual([502, [text]]);
    expect(toasts).toEqual([{ kind: 'error', message: text }]);
  });

  it('given a dropped connection and a call with its own text, then that text', async () => {
    const { sdk } = shopClient(dropping.base);
    const error = await rejection(sdk.cart.view({ fallback: 'errors.errorLoadingCart' }));
    expect(error.errors).toEqual([t('errors.errorLoadingCart')]);
  });

  it('given a call that names none, then the generic text', async () => {
    const { sdk, toasts } = shopClient();
    const error = await rejection(sdk.cart.view());
    const generic = 'Si è verificato un errore, riprova tra qualche minuto.';
    expect([error.errors, error.key]).toEqual([[generic], 'errors.generic']);
    expect(toasts.map((toast) => toast.message)).toEqual([generic]);
  });
});
