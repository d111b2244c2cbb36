// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_COOKIE,
  CART_COUNT_COOKIE,
  CLIENT_UUID_COOKIE,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
  SHARED_MARK_COOKIE,
} from '../../cookies';
import { cartMark } from '../../shopper/cart-mark';
import { proxyToEbsn } from './ebsn-proxy';
import { Jar, OK_REPLY, type Reply, type Seen, startUpstream } from './proxy-test-upstream';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let base: string;
let seen: Seen[] = [];
let reply: Reply;

beforeAll(async () => {
  upstream = await startUpstream();
  base = upstream.base;
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.state.seen = seen = [];
  reply = OK_REPLY;
  upstream.state.reply = (entry) => reply(entry);
});

/** A call from a page of the shop (Sec-Fetch-Site), as the cross-site guard wants (issue 12). */
const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:4321/ebsn/api/${path}`, {
    ...init,
    headers: { 'sec-fetch-site': 'same-origin', ...init.headers },
  });

describe('the /ebsn/api proxy', () => {
  it('given a GET with a query, then it reaches the upstream path with the query and the client headers', async () => {
    const jar = new Jar();
    const response = await proxyToEbsn(
      request('cart/view?show_sectors=true'),
      'cart/view',
      jar,
      base,
    );
    expect(response.status).toBe(200);
    expect(seen[0]?.url).toBe('/ebsn/api/cart/view?show_sectors=true');
    expect(seen[0]?.headers['x-ebsn-client']).toBe('site');
    expect(seen[0]?.headers['x-ebsn-version']).toBe('5.11.11');
    expect(seen[0]?.headers['accept-language']).toBe('it');
    expect(seen[0]?.headers['x-ebsn-client-uuid']).toMatch(/^[0-9a-f]{32}$/);
    expect(jar.get(CLIENT_UUID_COOKIE)?.value).toBe(seen[0]?.headers['x-ebsn-client-uuid']);
  });

  it('given a login answer with session and account headers, then they go to httpOnly cookies, not to the page', async () => {
    reply = () => ({
      status: 200,
      headers: { 'x-ebsn-session': 'sess-1', 'x-ebsn-account': 'acc-1' },
      body: '{"response":{"status":0},"data":{"user":{"userId":7}}}',
    });
    const jar = new Jar();
    const response = await proxyToEbsn(
      request('auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=a%40b.it&password=x',
      }),
      'auth/login',
      jar,
      base,
    );
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toBe('login=a%40b.it&password=x');
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(response.headers.get('x-ebsn-session')).toBeNull();
    expect(response.headers.get('x-ebsn-account')).toBeNull();
    expect(jar.get(SESSION_COOKIE)?.value).toBe('sess-1');
    expect(jar.get(ACCOUNT_COOKIE)?.value).toBe('acc-1');
    expect(jar.options.get(SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
  });

  it.each([
    ['true', 2_592_000, '1'],
    ['false', undefined, undefined],
  ])(
    'given a sign-in with remember_me=%s, then the account cookie lives %s seconds (none: until the browser closes), and so do its renewals',
    async (remember, maxAge, flag) => {
      reply = () => ({
        status: 200,
        headers: { 'x-ebsn-session': 'sess-1', 'x-ebsn-account': 'acc-1' },
        body: '{"response":{"status":0},"data":{"user":{"userId":7}}}',
      });
      const jar = new Jar();
      await proxyToEbsn(
        request('auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `login=a%40b.it&password=x&remember_me=${remember}`,
        }),
        'auth/login',
        jar,
        base,
      );
      expect((jar.options.get(ACCOUNT_COOKIE) as { maxAge?: number }).maxAge).toBe(maxAge);
      expect(jar.get(REMEMBER_COOKIE)?.value).toBe(flag);
      reply = () => ({ status: 200, headers: { 'x-ebsn-account': 'acc-2' }, body: '{}' });
      await proxyToEbsn(request('cart/view'), 'cart/view', jar, base);
      expect(jar.get(ACCOUNT_COOKIE)?.value).toBe('acc-2');
      expect((jar.options.get(ACCOUNT_COOKIE) as { maxAge?: number }).maxAge).toBe(maxAge);
    },
  );

  it('given a failed sign-in (no account value), then an earlier remember-me choice stays', async () => {
    reply = () => ({ status: 200, body: '{"response":{"status":1,"errors":[]}}' });
    const jar = new Jar();
    jar.values.set(REMEMBER_COOKIE, '1');
    await proxyToEbsn(
      request('auth/login', { method: 'POST', body: 'login=a&password=x&remember_me=false' }),
      'auth/login',
      jar,
      base,
    );
    expect(jar.get(REMEMBER_COOKIE)?.value).toBe('1');
  });

  it('given stored cookies, then the upstream receives them as EBSN headers', async () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'sess-2');
    jar.values.set(ACCOUNT_COOKIE, 'acc-2');
    await proxyToEbsn(request('cart/view'), 'cart/view', jar, base);
    expect(seen[0]?.headers['x-ebsn-session']).toBe('sess-2');
    expect(seen[0]?.headers['x-ebsn-account']).toBe('acc-2');
  });

  it('given an expired session (419), then the cookies are cleared and the 419 reaches the page', async () => {
    reply = () => ({ status: 419, body: '' });
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'old');
    jar.values.set(ACCOUNT_COOKIE, 'old');
    const response = await proxyToEbsn(
      request('user-address/select', { method: 'POST' }),
      'user-address/select',
      jar,
      base,
    );
    expect(response.status).toBe(419);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(jar.get(ACCOUNT_COOKIE)).toBeUndefined();
  });

  it('given a logout, then the session cookies are forgotten', async () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's');
    await proxyToEbsn(request('auth/logout', { method: 'POST' }), 'auth/logout', jar, base);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('given the upstream is down, then the page gets a failed envelope without words', async () => {
    const response = await proxyToEbsn(
      request('cart/view'),
      'cart/view',
      new Jar(),
      'http://127.0.0.1:9/ebsn/api',
    );
    expect(response.status).toBe(502);
    // No words: the call's own text or the generic one is the SDK's (bad-gateway.test.ts).
    expect(await response.json()).toEqual({ response: { status: 1, errors: [] }, data: null });
  });

  it('given an answer that carries a cart, then the page-readable cart mark follows it and the body is passed on whole', async () => {
    const cart = '{"response":{"status":0},"data":{"cartId":9,"totalItems":4,"cartItems":[]}}';
    reply = () => ({ status: 200, body: cart });
    const jar = new Jar();
    const response = await proxyToEbsn(
      request('cart/add', { method: 'POST', body: '{}' }),
      'cart/add',
      jar,
      base,
    );
    expect(await response.text()).toBe(cart);
    expect(jar.get(CART_COUNT_COOKIE)?.value).toBe(
      cartMark({ cartId: 9, totalItems: 4, cartItems: [] }),
    );
    expect(jar.options.get(CART_COUNT_COOKIE)).toMatchObject({ httpOnly: false, path: '/' });
  });

  // Issue 40: choosing a store for pickup is a GET that changes the cart's service; the shared
  // page of the old service (Home's slides) must not be hers any more.
  it('given a GET that changes state, then the shared mark is forgotten; a GET that reads keeps it', async () => {
    const jar = new Jar();
    jar.values.set(SHARED_MARK_COOKIE, 'sw2d0t0v2.signed');
    await proxyToEbsn(request('cart/view'), 'cart/view', jar, base);
    expect(jar.get(SHARED_MARK_COOKIE)?.value).toBe('sw2d0t0v2.signed');
    await proxyToEbsn(
      request('store-proximity/select?storeId=7'),
      'store-proximity/select',
      jar,
      base,
    );
    expect(jar.get(SHARED_MARK_COOKIE)).toBeUndefined();
  });

  it('given a product listing, then the count cookie is left alone (only cart calls are read)', async () => {
    reply = () => ({
      status: 200,
      body: '{"response":{"status":0},"data":{"cartId":1,"totalItems":7}}',
    });
    const jar = new Jar();
    await proxyToEbsn(request('products'), 'products', jar, base);
    expect(jar.get(CART_COUNT_COOKIE)).toBeUndefined();
  });

  it('given a broken cart answer, then the page still gets it and the count stays', async () => {
    reply = () => ({ status: 200, body: '{"response":' });
    const jar = new Jar();
    jar.values.set(CART_COUNT_COOKIE, '2');
    const response = await proxyToEbsn(request('cart/view'), 'cart/view', jar, base);
    expect(await response.text()).toBe('{"response":');
    expect(jar.get(CART_COUNT_COOKIE)?.value).toBe('2');
  });

  it('given an expired session, then the count cookie goes with the session', async () => {
    reply = () => ({ status: 419, body: '' });
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's');
    jar.values.set(CART_COUNT_COOKIE, '3');
    await proxyToEbsn(request('cart/view'), 'cart/view', jar, base);
    expect(jar.get(CART_COUNT_COOKIE)).toBeUndefined();
  });
});

describe('the /ebsn/api proxy and other sites (issue 12)', () => {
  it('given a link on another site to a call that changes state, then 403 with the catalogue text and the upstream never sees it', async () => {
    const response = await proxyToEbsn(
      new Request('http://127.0.0.1:4321/ebsn/api/saml/do-logout', {
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      'saml/do-logout',
      new Jar(),
      base,
    );
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.response.errors[0].error).toBe(
      'Per sicurezza questa operazione si può fare solo dalle pagine del negozio.',
    );
    expect(seen).toEqual([]);
  });
});
