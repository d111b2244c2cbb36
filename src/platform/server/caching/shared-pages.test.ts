import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DELIVERY_SERVICE } from '@sporta/rules';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, SESSION_COOKIE, SHARED_MARK_COOKIE } from '../../cookies';
import { Jar } from '../proxy/proxy-test-upstream';
import {
  DEFAULT_PRICE_CONTEXT,
  isSharedPage,
  markShared,
  priceContextOf,
  sharedKeyOf,
  sharedServiceOf,
  sharedViewOf,
  sharedViewOfJar,
} from './shared-pages';

describe('the price context of a cart (the key shared pages are kept under)', () => {
  it('given a store, a day and a slot, then w{store}d{day}t{slot}', () => {
    expect(
      priceContextOf({
        warehouse: { warehouseId: 2321001 },
        timeslot: { date: '2026-11-24', timeslotId: 17 },
      }),
    ).toBe('w2321001d2026-11-24t17');
  });

  it('given nothing chosen, then the default context w0d0t0', () => {
    expect(priceContextOf({})).toBe(DEFAULT_PRICE_CONTEXT);
    expect(priceContextOf({ warehouse: null, timeslot: null })).toBe('w0d0t0');
  });

  it('given a store but no slot yet, then the store alone sets the context', () => {
    expect(priceContextOf({ warehouse: { warehouseId: 5 } })).toBe('w5d0t0');
  });

  it('given odd values, then they count as not chosen, so two keys never differ by junk', () => {
    expect(
      priceContextOf({
        warehouse: { warehouseId: -3 },
        timeslot: { date: '24/11/2026|x', timeslotId: 1.5 },
      }),
    ).toBe('w0d0t0');
  });
});

describe('which pages are shared', () => {
  it('given the catalogue and content pages, then they are', () => {
    for (const path of [
      '/',
      '/catalog',
      '/search',
      '/category/pasta',
      '/category/pasta/pasta-secca',
      '/product/spaghetti-n5',
      '/faq',
      '/faq/consegna-e-ritiro',
      '/page/privacy-policy',
      '/vantaggi',
    ])
      expect(isSharedPage(path), path).toBe(true);
  });

  it('given pages of one shopper or of a sign-in, then they are not', () => {
    for (const path of [
      '/login',
      '/profile/orders',
      '/checkout',
      '/backoffice',
      '/saml-redir',
      '/social-redir/google',
      '/logout',
      '/category/',
      '/ebsn/api/cart/view',
    ])
      expect(isSharedPage(path), path).toBe(false);
  });
});

describe('whether a request may get a shared page', () => {
  const guest = (priceContext: string) => ({ signedIn: false, priceContext });
  const shopper = (priceContext: string) => ({ signedIn: true, priceContext });

  it('given no session at all, then a guest of the default context', () => {
    expect(sharedViewOf({})).toEqual(guest(DEFAULT_PRICE_CONTEXT));
  });

  it('given an account value without its session, then no: the page revives the session first', () => {
    expect(sharedViewOf({ [ACCOUNT_COOKIE]: 'jwt' })).toBeUndefined();
  });

  it('given a session not asked about yet, then no: the page is rendered for it', () => {
    expect(sharedViewOf({ [SESSION_COOKIE]: 's1' })).toBeUndefined();
  });

  it("given a guest's session marked by SSR, then yes, with that guest's price context", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, guest('w5d2026-11-24t3'));
    expect(sharedViewOfJar(jar)).toEqual(guest('w5d2026-11-24t3'));
    expect(jar.options.get(SHARED_MARK_COOKIE)).toMatchObject({ httpOnly: true, maxAge: 300 });
  });

  it("given a signed-in shopper's session marked by SSR, then the signed-in page of that context, never the guests'", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    jar.values.set(ACCOUNT_COOKIE, 'jwt');
    markShared(jar, false, shopper('w5d0t0'));
    const view = sharedViewOfJar(jar);
    expect(view).toEqual(shopper('w5d0t0'));
    expect(sharedKeyOf(shopper('w5d0t0'))).not.toBe(sharedKeyOf(guest('w5d0t0')));
  });

  it('given the session renewed (a sign-in), then the old mark no longer counts', () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, guest('w5d0t0'));
    jar.values.set(SESSION_COOKIE, 's2');
    expect(sharedViewOfJar(jar)).toBeUndefined();
  });

  it('given a mark made up by hand, then it does not count', () => {
    expect(sharedViewOf({ [SESSION_COOKIE]: 's1', [SHARED_MARK_COOKIE]: 'sw5d0t0.made-up' })).toBe(
      undefined,
    );
    expect(sharedViewOf({ [SESSION_COOKIE]: 's1', [SHARED_MARK_COOKIE]: 'no-dot' })).toBe(
      undefined,
    );
  });

  // Issue 37: a signed-in shopper must never choose the view her own session's page is kept as.
  it('given a mark forged from the session alone (its plain digest), then it does not count', () => {
    const digest = createHash('sha256').update('s1').digest('base64url').slice(0, 22);
    const forged = `gw0d0t0.${digest}`;
    expect(sharedViewOf({ [SESSION_COOKIE]: 's1', [SHARED_MARK_COOKIE]: forged })).toBeUndefined();
  });

  it("given a signed-in shopper's mark turned into a guest's, then it does not count", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, shopper('w5d0t0'));
    const mark = jar.values.get(SHARED_MARK_COOKIE) ?? '';
    for (const tampered of [mark.replace(/^s/, 'g'), mark.replace('w5', 'w0'), `${mark}x`]) {
      const cookies = { [SESSION_COOKIE]: 's1', [SHARED_MARK_COOKIE]: tampered };
      expect(sharedViewOf(cookies), tampered).toBeUndefined();
    }
  });

  it("given a guest's mark replayed with another session, then it does not count", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 'guest-session');
    markShared(jar, false, guest(DEFAULT_PRICE_CONTEXT));
    const mark = jar.values.get(SHARED_MARK_COOKIE);
    expect(
      sharedViewOf({ [SESSION_COOKIE]: 'shopper-session', [SHARED_MARK_COOKIE]: mark }),
    ).toBeUndefined();
  });
});

// Issue 40: Home's slides follow the shopper's delivery service, so its page is kept per service.
describe('the delivery service of a shared page', () => {
  it('given a known service, then it is kept; anything else gives the default page', () => {
    for (const id of Object.values(DELIVERY_SERVICE)) expect(sharedServiceOf(id)).toBe(id);
    for (const odd of [0, -1, 4, 99999, 1.5, '2', Number.NaN, null, undefined])
      expect(sharedServiceOf(odd), String(odd)).toBeUndefined();
  });

  it('given a service, then its own key; the default page keeps the old key', () => {
    const base = { signedIn: false, priceContext: DEFAULT_PRICE_CONTEXT };
    expect(sharedKeyOf(base)).toBe('gw0d0t0');
    expect(sharedKeyOf({ ...base, service: 1 })).toBe('gw0d0t0v1');
    expect(sharedKeyOf({ ...base, service: 99999 })).toBe('gw0d0t0');
  });

  it("given a session marked with the cart's service, then the view carries it", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, { signedIn: true, priceContext: 'w5d0t0', service: 2 });
    expect(jar.values.get(SHARED_MARK_COOKIE)).toMatch(/^sw5d0t0v2\./);
    expect(sharedViewOfJar(jar)).toEqual({ signedIn: true, priceContext: 'w5d0t0', service: 2 });
  });

  it('given the service of a mark changed or made up, then the mark does not count', () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, { signedIn: true, priceContext: 'w5d0t0', service: 2 });
    const mark = jar.values.get(SHARED_MARK_COOKIE) ?? '';
    for (const forged of [
      mark.replace('v2.', 'v1.'),
      mark.replace('v2.', 'v99999.'),
      mark.replace('v2.', '.'),
    ])
      expect(
        sharedViewOf({ [SESSION_COOKIE]: 's1', [SHARED_MARK_COOKIE]: forged }),
      ).toBeUndefined();
  });

  it('given the Varnish configuration, then it accepts the same services and no other', () => {
    const vcl = readFileSync(
      new URL('../../../../deploy/varnish/sporta.vcl', import.meta.url),
      'utf8',
    );
    const lists = [...vcl.matchAll(/v\((?:\?:)?([\d|]+)\)/g)].map((found) => found[1]);
    expect(lists).toHaveLength(2);
    for (const list of lists)
      expect(list?.split('|').map(Number)).toEqual(Object.values(DELIVERY_SERVICE));
  });
});
