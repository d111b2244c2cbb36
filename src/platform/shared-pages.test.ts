import { describe, expect, it } from 'vitest';
import { Jar } from './proxy-test-upstream';
import { ACCOUNT_COOKIE, SESSION_COOKIE } from './session';
import {
  DEFAULT_PRICE_CONTEXT,
  GUEST_MARK_COOKIE,
  isSharedPage,
  markGuest,
  priceContextOf,
  sharedContextOf,
  sharedContextOfJar,
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
  it('given no session at all, then yes, with the default context', () => {
    expect(sharedContextOf({})).toBe(DEFAULT_PRICE_CONTEXT);
  });

  it('given a remembered account, then never', () => {
    expect(sharedContextOf({ [ACCOUNT_COOKIE]: 'jwt' })).toBeUndefined();
  });

  it('given a session not asked about yet, then no: the page is rendered for it', () => {
    expect(sharedContextOf({ [SESSION_COOKIE]: 's1' })).toBeUndefined();
  });

  it("given a guest's session marked by SSR, then yes, with that guest's price context", () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markGuest(jar, false, { loggedIn: false, priceContext: 'w5d2026-11-24t3' });
    expect(sharedContextOfJar(jar)).toBe('w5d2026-11-24t3');
    expect(jar.options.get(GUEST_MARK_COOKIE)).toMatchObject({ httpOnly: true });
  });

  it('given the session renewed (a sign-in), then the old mark no longer counts', () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markGuest(jar, false, { loggedIn: false, priceContext: 'w5d0t0' });
    jar.values.set(SESSION_COOKIE, 's2');
    expect(sharedContextOfJar(jar)).toBeUndefined();
  });

  it('given a signed-in shopper, then no mark is left', () => {
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markGuest(jar, false, { loggedIn: false, priceContext: 'w5d0t0' });
    markGuest(jar, false, { loggedIn: true, priceContext: 'w5d0t0' });
    expect(jar.get(GUEST_MARK_COOKIE)).toBeUndefined();
    expect(sharedContextOfJar(jar)).toBeUndefined();
  });

  it('given a mark made up by hand, then it does not count', () => {
    expect(
      sharedContextOf({ [SESSION_COOKIE]: 's1', [GUEST_MARK_COOKIE]: 'w5d0t0.made-up' }),
    ).toBeUndefined();
    expect(sharedContextOf({ [SESSION_COOKIE]: 's1', [GUEST_MARK_COOKIE]: 'no-dot' })).toBe(
      undefined,
    );
  });
});
