// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_UUID_COOKIE, SESSION_COOKIE } from '../../cookies';
import { proxyToEbsn } from './ebsn-proxy';
import { Jar, OK_REPLY, type Reply, startUpstream } from './proxy-test-upstream';

/**
 * What the proxy refuses before or after the upstream (issue 12). Each refusal is asserted on
 * the upstream's own log: "refused" means no request reached it, not only a 4xx to the page.
 */
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let reply: Reply;
const SHOP = 'http://127.0.0.1:4321';

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.state.seen = [];
  reply = OK_REPLY;
  upstream.state.reply = (entry) => reply(entry);
});
afterEach(() => {
  delete process.env.EBSN_PROXY_MAX_BODY_BYTES;
  delete process.env.EBSN_REDIRECT_HOSTS;
  delete process.env.TRUSTED_PROXY;
});

/**
 * A call from the shop's own page as Astro hands it over: the raw URL and the decoded
 * `params.path` (same-origin, so the cross-site guard lets it through).
 */
const call = (rawPath: string, decodedPath: string, init: RequestInit = {}) =>
  proxyToEbsn(
    new Request(`${SHOP}/ebsn/api/${rawPath}`, {
      ...init,
      headers: { 'sec-fetch-site': 'same-origin', ...init.headers },
    }),
    decodedPath,
    new Jar(),
    upstream.base,
  );

/** The proxy's 502 for an answer it cannot pass on: the call's own text speaks (bad-gateway.test.ts). */
const UNWORDED = { response: { status: 1, errors: [] }, data: null };

const errorOf = async (response: Response) =>
  ((await response.json()) as { response: { errors: { error: string }[] } }).response.errors[0]
    ?.error;

describe('the proxy keeps every call under the API', () => {
  it.each([
    [
      'the issue 12 vector, encoded backslashes',
      '..%5C..%5Cebsn%5Capi%5Cversion.json',
      '..\\..\\ebsn\\api\\version.json',
    ],
    ['an encoded slash', 'cart%2F..%2F..%2Fversion.json', 'cart/../../version.json'],
    ['an encoded slash alone', 'cart%2fview', 'cart/view'],
    ['a dot segment', 'cart/%2e%2e/x', 'cart/../x'],
    ['a raw backslash in the decoded path', 'a%5Cb', 'a\\b'],
    ['a NUL', 'cart/view%00.json', 'cart/view\u0000.json'],
    ['a line feed', 'cart/view%0a', 'cart/view\n'],
    ['an empty segment', 'cart//view', 'cart//view'],
    // Issue 37: Tomcat and Spring resolve `..;` as `..`.
    ['a matrix parameter hiding a dot segment', '..;/_dev/now', '..;/_dev/now'],
    ['an encoded matrix parameter', '..%3B/cart/view', '..;/cart/view'],
    ['a matrix parameter in a segment', 'cart;jsessionid=x/view', 'cart;jsessionid=x/view'],
    ['the fake identity provider', 'sign-in-page/google', 'sign-in-page/google'],
    ['the fake SAML provider', 'Sign-In-Page/saml', 'Sign-In-Page/saml'],
  ])('given %s, then it answers 400 and the upstream is never called', async (_, raw, decoded) => {
    const response = await call(raw, decoded);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('La richiesta non è valida.');
    expect(upstream.state.seen).toHaveLength(0);
  });

  it('given `..` that the URL already resolved, then the decoded path still refuses it', async () => {
    // new Request() resolves `a/../b` to `b`; Astro's decoded param may still carry `..`.
    const response = await call('cart/view', 'x/../cart/view');
    expect(response.status).toBe(400);
    expect(upstream.state.seen).toHaveLength(0);
  });

  it('given the API path with a trailing slash and an ordinary escape, then it is forwarded as is', async () => {
    expect((await call('note/list/', 'note/list/')).status).toBe(200);
    expect((await call('products?q=caff%C3%A8', 'products')).status).toBe(200);
    expect(upstream.state.seen.map((seen) => seen.url)).toEqual([
      '/ebsn/api/note/list/',
      '/ebsn/api/products?q=caff%C3%A8',
    ]);
  });
});

describe('the proxy forwards only the methods the API uses', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'PROPFIND'])(
    'given %s, then 405 with Allow and no upstream call',
    async (method) => {
      const response = await call('cart/view', 'cart/view', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
      expect(await errorOf(response)).toBe('La richiesta non è valida.');
      expect(upstream.state.seen).toHaveLength(0);
    },
  );

  it('given OPTIONS, then 204 with Allow and no CORS grant, without asking upstream', async () => {
    const response = await call('cart/view', 'cart/view', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(upstream.state.seen).toHaveLength(0);
  });

  it('given HEAD, then the upstream is asked with GET and the page gets the headers only', async () => {
    const response = await call('version.json', 'version.json', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('');
    expect(upstream.state.seen[0]?.method).toBe('GET');
  });
});

describe('the proxy refuses bodies over the limit', () => {
  it('given a Content-Length over the limit, then 413 before a byte is read', async () => {
    process.env.EBSN_PROXY_MAX_BODY_BYTES = '10';
    const response = await call('cart/add', 'cart/add', {
      method: 'POST',
      body: '{"items":[1,2,3]}',
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('La richiesta è troppo grande.');
    expect(upstream.state.seen).toHaveLength(0);
  });

  it('given a chunked body without Content-Length, then 413 at the first byte over and the rest is never pulled', async () => {
    process.env.EBSN_PROXY_MAX_BODY_BYTES = String(64 * 1024);
    let pulled = 0;
    // An endless body: only a reader that stops at the limit can answer at all.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const init = { method: 'POST', body: endless, duplex: 'half' } as RequestInit;
    const response = await call('cart/add', 'cart/add', init);
    expect(response.status).toBe(413);
    expect(upstream.state.seen).toHaveLength(0);
    expect(pulled).toBeLessThan(8);
  });

  it('given a body within the limit, then it reaches the upstream whole', async () => {
    process.env.EBSN_PROXY_MAX_BODY_BYTES = '17';
    await call('cart/add', 'cart/add', { method: 'POST', body: '{"items":[1,2,3]}' });
    expect(upstream.state.seen[0]?.body).toBe('{"items":[1,2,3]}');
  });
});

describe('the proxy passes on only what the API serves', () => {
  it('given an upstream HTML page, then 502 with an envelope without words, never the HTML', async () => {
    reply = () => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<script>alert(1)</script>',
    });
    const response = await call('payment-page/0123', 'payment-page/0123');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(UNWORDED);
  });

  it('given an HTML answer on a cart call, then 502 too (the count reader never sees it)', async () => {
    reply = () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<p>x</p>' });
    expect((await call('cart/view', 'cart/view')).status).toBe(502);
  });

  it('given JSON, then it carries nosniff', async () => {
    const response = await call('version.json', 'version.json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('given the invoice PDF, then it is an attachment, whatever the upstream said', async () => {
    reply = () => ({
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="fattura-7.pdf"',
      },
      body: '%PDF-1.4',
    });
    const response = await call('order/invoice?order_id=7', 'order/invoice');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fattura-7.pdf"',
    );
    expect(await response.text()).toBe('%PDF-1.4');
  });

  it('given an SVG picture, then it is passed on in a sandbox of its own', async () => {
    reply = () => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' });
    const response = await call('photo/thumb/1001.svg', 'photo/thumb/1001.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('the proxy lets the browser leave only for the shop or a provider', () => {
  const redirectTo = (location: string) => {
    reply = () => ({
      status: 303,
      headers: { location, 'content-type': 'text/html' },
      body: '<a>x</a>',
    });
  };

  it('given a redirect to the API host (the reference pages), then the 303 is passed on without body', async () => {
    redirectTo(`${upstream.origin}/ebsn/api/sign-in-page/google`);
    const response = await call('auth/social', 'auth/social');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${upstream.origin}/ebsn/api/sign-in-page/google`,
    );
    expect(await response.text()).toBe('');
  });

  it('given a configured provider host, then it is allowed', async () => {
    process.env.EBSN_REDIRECT_HOSTS = 'pay.example.com, idp.example.org';
    redirectTo('https://pay.example.com/checkout?id=1');
    expect((await call('checkout/pay', 'checkout/pay')).headers.get('location')).toBe(
      'https://pay.example.com/checkout?id=1',
    );
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    'javascript:alert(1)',
    `http://user@evil.example/`,
  ])('given a redirect to %s, then 502 with the envelope and no Location', async (location) => {
    redirectTo(location);
    const response = await call('auth/social', 'auth/social');
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toEqual(UNWORDED);
  });

  it('given a path of the shop, then it stays in the shop', async () => {
    redirectTo('/checkout/esito?ok=1');
    const response = await call('checkout/pay', 'checkout/pay');
    expect(response.headers.get('location')).toBe(`${SHOP}/checkout/esito?ok=1`);
  });
});

describe('the cookies follow the shopper scheme', () => {
  const overTls = (trusted: boolean) => {
    if (trusted) process.env.TRUSTED_PROXY = '1';
    const jar = new Jar();
    reply = () => ({ status: 200, headers: { 'x-ebsn-session': 's' }, body: '{}' });
    const request = new Request(`${SHOP}/ebsn/api/auth/login`, {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' },
    });
    return proxyToEbsn(request, 'auth/login', jar, upstream.base).then(() => jar);
  };

  it('given a trusted TLS proxy saying https, then the cookies are Secure', async () => {
    const jar = await overTls(true);
    expect(jar.options.get(SESSION_COOKIE)).toMatchObject({ secure: true });
    expect(jar.options.get(CLIENT_UUID_COOKIE)).toMatchObject({ secure: true });
  });

  it('given the same header without TRUSTED_PROXY, then it is not believed', async () => {
    const jar = await overTls(false);
    expect(jar.options.get(SESSION_COOKIE)).toMatchObject({ secure: false });
  });
});
