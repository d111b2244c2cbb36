// @vitest-environment node
/**
 * The typed calls per area, seen from the wire: what callers pass becomes the parameters and
 * bodies the spec describes, and every path of openapi/ebsn.yaml has a function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEbsnClient } from '../client';
import { ok, startTestServer, type TestServer } from '../test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});
const sdkFor = (showSectors = false) =>
  createEbsnClient({ baseUrl: `${server.url}/ebsn/api`, showSectors });

const PAGE = { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: 24 };

describe('auth.login (shopping §4, §7)', () => {
  it('given a login with spaces, when submitted, then a form body goes out with the trimmed login and the flags', async () => {
    server.on('/auth/login', ok({ user: { userId: 5 }, cartId: 9 }));
    const data = await sdkFor(true).auth.login({
      login: '  mario.rossi@example.it ',
      password: 'p@ss w',
      rememberMe: true,
      mfaPin: '123456',
    });
    expect(data.user.userId).toBe(5);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      login: 'mario.rossi@example.it',
      password: 'p@ss w',
      remember_me: 'true',
      show_sectors: 'true',
      mfa_pin: '123456',
    });
  });

  it('given reCAPTCHA refusing the browser (HTTP 403), then the login rejects with the captcha text', async () => {
    server.on('/auth/login', { status: 403, raw: 'Forbidden' });
    await expect(sdkFor().auth.login({ login: 'a@b.it', password: 'x' })).rejects.toMatchObject({
      status: 1,
      httpStatus: 403,
      message:
        'Non è stato possibile verificare la tua richiesta. Riprova più tardi o contatta il servizio clienti.',
    });
  });
});

describe('product (observed GET products)', () => {
  it('given facet filters, when listing, then each value is a repeated parameter named by parameterName', async () => {
    server.on('/products', ok({ page: PAGE, products: [], facets: [] }));
    await sdkFor().product.list({
      categoryId: 44979,
      facets: { vendor_id: [124687, 124785], product_class_10000: [10252] },
      promo: true,
    });
    const query = server.requests[0]?.query;
    expect(query?.getAll('vendor_id')).toEqual(['124687', '124785']);
    expect(query?.getAll('product_class_10000')).toEqual(['10252']);
    expect(query?.get('parent_category_id')).toBe('44979');
    expect(query?.get('page_size')).toBe('24');
    expect(query?.get('promo')).toBe('true');
  });

  it('given a slug, when asking the detail, then data is the bare product with string infos', async () => {
    const product = {
      productId: 755877,
      name: 'MEZZE MANICHE N.55',
      slug: 'divella-mezze-maniche-1-kg',
      priceDisplay: 0.67,
      productInfos: { TIPOLOGIA: 'Pezzo', MINACQ: '1' },
    };
    server.on('/products', ok(product));
    await expect(sdkFor().product.bySlug('divella-mezze-maniche-1-kg')).resolves.toEqual(product);
    expect(server.requests[0]?.query.get('slug')).toBe('divella-mezze-maniche-1-kg');
  });

  it('given productInfos with a number value (not what EBSN sends), then the detail is refused', async () => {
    server.on('/products', ok({ productId: 1, name: 'X', productInfos: { MINACQ: 1 } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(sdkFor().product.bySlug('x')).rejects.toMatchObject({ status: 1 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('data.productInfos: MINACQ is not a string'),
    );
    warn.mockRestore();
  });

  it('given a page where one product is broken, then the others are returned and the broken one is logged with its field', async () => {
    const good = (id: number) => ({ productId: id, name: `P${id}`, priceDisplay: 1.5 });
    server.on(
      '/products',
      ok({
        page: { ...PAGE, totItems: 3 },
        products: [good(1), { productId: 2, name: 'Rotto', priceDisplay: '1,50' }, good(3)],
        facets: [],
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = await sdkFor().product.list({ categoryId: 1 });
    expect(list.products?.map((p) => p.productId)).toEqual([1, 3]);
    expect(list.page?.totItems).toBe(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.products.1.priceDisplay'));
    warn.mockRestore();
  });

  it('given a page whose page object is broken, then the whole answer is refused', async () => {
    server.on('/products', ok({ page: { selPage: '1' }, products: [] }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(sdkFor().product.list()).rejects.toMatchObject({ status: 1 });
    warn.mockRestore();
  });
});

describe('cart and lists send show_sectors from configuration (shopping §7)', () => {
  it('given showSectors on, when the cart is viewed and items added, then show_sectors=true goes with both', async () => {
    server.on('/cart/view', ok({ cartId: 1 }));
    server.on('/cart/add', ok({ cartId: 1 }));
    const sdk = sdkFor(true);
    await sdk.cart.view();
    await sdk.cart.add([{ productId: 755877, quantity: 2, infos: { accept_alternatives: false } }]);
    expect(server.requests.map((r) => r.query.get('show_sectors'))).toEqual(['true', 'true']);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({
      items: [{ productId: 755877, quantity: 2, infos: { accept_alternatives: false } }],
    });
  });
});

describe('timeslot.list (account §7)', () => {
  it('given an answer for user -1, then not-logged-in is signalled and the days are still returned', async () => {
    const days = [{ dateIso: '2026-11-23', timeslots: [{ timeslotId: 1, status: 'empty' }] }];
    server.on('/timeslot/list', ok(days, { user: { userId: -1 } }));
    const sdk = sdkFor();
    let signalled = 0;
    sdk.events.on('notLoggedIn', () => {
      signalled += 1;
    });
    await expect(sdk.timeslot.list()).resolves.toEqual(days);
    expect(signalled).toBe(1);
  });
});

describe('address.check (account §7 "true if status 0")', () => {
  it('given status 0, then it resolves true; given an error, then it rejects without toasts', async () => {
    server.on('/user-address/check', ok(null));
    const sdk = sdkFor();
    await expect(sdk.address.check({ city: 'Milano', address1: 'Via Roma' })).resolves.toBe(true);
    server.on('/user-address/check', {
      body: {
        response: {
          status: 1,
          errors: [{ error: "L'indirizzo inserito non è coperto dal servizio." }],
        },
      },
    });
    const toasts: unknown[] = [];
    sdk.events.on('toast', (toast) => toasts.push(toast));
    await expect(sdk.address.check({ city: 'Roma' })).rejects.toMatchObject({
      message: "L'indirizzo inserito non è coperto dal servizio.",
    });
    expect(toasts).toEqual([]);
  });
});

describe('coverage of openapi/ebsn.yaml', () => {
  it('every path of the OpenAPI document is called by a function of some area, but the files the browser fetches itself', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const document = readFileSync(join(root, 'openapi', 'ebsn.yaml'), 'utf8');
    // Each path with its block; `x-sporta-browser-only` ones (a picture, the invoice) have no SDK call.
    const blocks = document.split(/^(?= {2}\/\S*:$)/m).slice(1);
    const paths = blocks
      .filter((block) => !block.includes('x-sporta-browser-only: true'))
      .map((block) => /^ {2}(\/\S*):$/m.exec(block)?.[1] ?? '');
    expect(blocks.length - paths.length).toBe(2);
    const areas = join(import.meta.dirname);
    const source = readdirSync(areas)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(areas, file), 'utf8'))
      .join('\n');
    expect(paths.length).toBeGreaterThan(130);
    expect(paths.filter((path) => !source.includes(`'${path}'`))).toEqual([]);
  });
});
