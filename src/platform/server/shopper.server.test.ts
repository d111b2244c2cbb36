// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../sdk/src/test-server';
import { CART_COUNT_COOKIE, type CookieJar, SESSION_COOKIE } from '../cookies';
import { GUEST } from '../shopper/shopper';
import { sharedViewOfJar } from './caching/shared-pages';
import { ebsnForEveryone, ebsnForRequest, loadShopper } from './shopper.server';

class Jar implements CookieJar {
  values = new Map<string, string>();
  get(name: string) {
    const value = this.values.get(name);
    return value === undefined ? undefined : { value };
  }
  set(name: string, value: string) {
    this.values.set(name, value);
  }
  delete(name: string) {
    this.values.delete(name);
  }
}

const page = new URL('http://127.0.0.1:4321/');
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  process.env.EBSN_API_URL = `${server.url}/ebsn/api`;
});
afterEach(async () => {
  delete process.env.EBSN_API_URL;
  await server.close();
});

const shopperOf = (jar: Jar) => loadShopper(jar, page, () => ebsnForRequest(jar, page));

describe('the shopper of a server-rendered page', () => {
  it('given a guest, then no call is made', async () => {
    expect(await shopperOf(new Jar())).toEqual(GUEST);
    expect(server.requests).toHaveLength(0);
  });

  it("given a guest's session, then it is marked with the cart's price context, so its next shared pages need no call", async () => {
    server.on(
      '/cart/view',
      ok({
        cartId: 5,
        totalItems: 0,
        user: { userId: -1 },
        warehouse: { warehouseId: 12 },
        timeslot: { date: '2026-11-24', timeslotId: 3 },
      }),
    );
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'guest-session');
    expect(await shopperOf(jar)).toEqual(GUEST);
    expect(sharedViewOfJar(jar)).toEqual({ signedIn: false, priceContext: 'w12d2026-11-24t3' });

    // A page that is not shared (the back office, a sign-in) leaves no mark.
    const other = new Jar();
    other.values.set(SESSION_COOKIE, 'guest-session');
    await loadShopper(other, page, () => ebsnForRequest(other, page), { mark: false });
    expect(sharedViewOfJar(other)).toBeUndefined();
  });

  // Issue 40: Home's slides follow the cart's delivery service, a known one only.
  it('given a session whose cart has a service, then the shopper and the mark carry it; an unknown one counts as none', async () => {
    let serviceId = 1;
    server.on('/cart/view', () =>
      ok({
        cartId: 5,
        totalItems: 0,
        user: { userId: -1 },
        shippingAddress: { deliveryServiceId: serviceId },
      }),
    );
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'guest-session');
    expect((await shopperOf(jar)).service).toBe(1);
    expect(sharedViewOfJar(jar)).toEqual({ signedIn: false, priceContext: 'w0d0t0', service: 1 });

    serviceId = 777;
    const other = new Jar();
    other.values.set(SESSION_COOKIE, 'guest-session');
    expect(await shopperOf(other)).toEqual(GUEST);
    expect(sharedViewOfJar(other)).toEqual({ signedIn: false, priceContext: 'w0d0t0' });
  });

  it('given a shared page for a browser without a session, then the page sets no cookie even when the API hands out one', async () => {
    server.on('/products', () => ({
      ...ok({ products: [], page: { selPage: 1, totPages: 0, totItems: 0, itemsPerPage: 24 } }),
      headers: { 'x-ebsn-session': 'handed-out' },
    }));
    const jar = new Jar();
    await ebsnForRequest(jar, page, { shared: true }).product.search('latte');
    expect(server.requests[0]?.headers['x-ebsn-client-uuid']).toMatch(/^[0-9a-f]{32}$/);
    expect([...jar.values.keys()]).toEqual([]);
  });

  it("given guests' shared pages, then one product search answers them all; a session's page asks for its own", async () => {
    const products = (name: string) =>
      ok({
        products: [{ productId: 1, name }],
        page: { selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 24 },
      });
    server.on('/products', products('Latte intero'));
    const guestSearch = () =>
      ebsnForRequest(new Jar(), page, { shared: true }).product.search('latte');
    expect((await guestSearch()).products?.[0]?.name).toBe('Latte intero');
    expect((await guestSearch()).products?.[0]?.name).toBe('Latte intero');
    expect(server.requests).toHaveLength(1);

    // Another search is another call; a browser with a session never takes a kept answer.
    await ebsnForRequest(new Jar(), page, { shared: true }).product.search('pane');
    server.on('/products', products('Latte del giorno'));
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'her-session');
    const hers = await ebsnForRequest(jar, page, { shared: true }).product.search('latte');
    expect(hers.products?.[0]?.name).toBe('Latte del giorno');
    expect(server.requests.map((request) => request.headers['x-ebsn-session'])).toEqual([
      undefined,
      undefined,
      'her-session',
    ]);
  });

  it('given a session, then one cart call gives the name and count, with the session sent and renewed', async () => {
    server.on('/cart/view', () => ({
      ...ok({ cartId: 5, totalItems: 3, user: { userId: 42, firstName: 'Giulia' } }),
      headers: { 'x-ebsn-session': 'renewed' },
    }));
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'current');
    expect(await shopperOf(jar)).toEqual({
      loggedIn: true,
      userId: 42,
      firstName: 'Giulia',
      cartCount: 3,
    });
    expect(server.requests[0]?.headers['x-ebsn-session']).toBe('current');
    expect(jar.values.get(SESSION_COOKIE)).toBe('renewed');
    expect(jar.values.get(CART_COUNT_COOKIE)).toMatch(/^3\./);
  });

  it('given an expired session (419), then the cookies are cleared and the page shows a guest', async () => {
    server.on('/cart/view', { status: 419 });
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'old');
    expect(await shopperOf(jar)).toEqual(GUEST);
    expect(jar.values.has(SESSION_COOKIE)).toBe(false);
  });

  it('given the backend fails, then the page still renders, as a shopper without a name', async () => {
    server.on('/cart/view', { status: 500, raw: 'down' });
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'current');
    expect(await shopperOf(jar)).toEqual({ ...GUEST, loggedIn: true });
  });
});

describe('the client for answers the same for everyone', () => {
  it('given a call, then it goes as nobody: no session sent, a renewed one kept nowhere', async () => {
    server.on('/cart/view', () => ({ ...ok({ cartId: 1 }), headers: { 'x-ebsn-session': 'new' } }));
    const ebsn = ebsnForEveryone(page);
    await ebsn.cart.view();
    await ebsn.cart.view();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['x-ebsn-session']).toBeUndefined();
  });
});
