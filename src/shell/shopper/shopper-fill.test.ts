// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_COUNT_COOKIE, cookieIn, SHOPPER_NAME_COOKIE } from '../../platform/cookies';
import { $session, GUEST, SESSION_SEED_ID, seedSession } from '../../platform/shopper/shopper';
import { FILLED_FROM, PAGE_COOKIE_READER, SHOPPER_FILL_SCRIPT } from './shopper-fill';

/** The top bar of a page shared by signed-in shoppers, as TopBar.astro renders it. */
const TOP_BAR = `
  <button aria-label="Il mio account" data-shopper-label="Il mio account">
    <span data-shopper-name>Il mio account</span>
  </button>
  <span data-cart-count hidden>0</span>
  <script type="application/json" id="${SESSION_SEED_ID}">{"loggedIn":true,"cartCount":0}</script>`;

/** The page's cookies are what the code under test reads: set as the server's Set-Cookie would. */
const setCookie = (line: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = line;
};

const clearCookies = () => {
  for (const name of [SHOPPER_NAME_COOKIE, CART_COUNT_COOKIE])
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
};

afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
  $session.set(GUEST);
});

describe('a page shared by signed-in shoppers', () => {
  it('fills in the names of the cookies it is told about', () => {
    expect(FILLED_FROM).toEqual({ name: SHOPPER_NAME_COOKIE, cartCount: CART_COUNT_COOKIE });
  });

  it("given the shopper's cookies, then the inline script shows their name and cart count", () => {
    setCookie(`${SHOPPER_NAME_COOKIE}=${encodeURIComponent('Niccolò')}; path=/`);
    setCookie(`${CART_COUNT_COOKIE}=4.k2f9a1; path=/`);
    document.body.innerHTML = TOP_BAR;
    new Function(SHOPPER_FILL_SCRIPT)();
    expect(document.querySelector('[data-shopper-name]')?.textContent).toBe('Niccolò');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Niccolò, Il mio account',
    );
    const badge = document.querySelector<HTMLElement>('[data-cart-count]');
    expect(badge?.textContent).toBe('4');
    expect(badge?.hidden).toBe(false);
  });

  it('given a forged negative count, then the badge stays hidden', () => {
    setCookie(`${CART_COUNT_COOKIE}=-5.x; path=/`);
    document.body.innerHTML = TOP_BAR;
    new Function(SHOPPER_FILL_SCRIPT)();
    expect(document.querySelector<HTMLElement>('[data-cart-count]')?.hidden).toBe(true);
  });

  it('given no name cookie, then the generic account label stays', () => {
    document.body.innerHTML = TOP_BAR;
    new Function(SHOPPER_FILL_SCRIPT)();
    expect(document.querySelector('[data-shopper-name]')?.textContent).toBe('Il mio account');
    expect(document.querySelector<HTMLElement>('[data-cart-count]')?.hidden).toBe(true);
  });

  it("given the seed of a shared page, then $session takes the shopper's name and count from the cookies", () => {
    setCookie(`${SHOPPER_NAME_COOKIE}=Giulia; path=/`);
    setCookie(`${CART_COUNT_COOKIE}=2.x7; path=/`);
    document.body.innerHTML = TOP_BAR;
    seedSession();
    expect($session.get()).toEqual({ loggedIn: true, firstName: 'Giulia', cartCount: 2 });
  });
});

describe("the inline script's cookie reader", () => {
  const read = new Function(`return ${PAGE_COOKIE_READER}`)() as (c: string, n: string) => string;
  const names = [
    SHOPPER_NAME_COOKIE,
    CART_COUNT_COOKIE,
    `x_${CART_COUNT_COOKIE}`,
    `${CART_COUNT_COOKIE}_old`,
    'a',
  ];
  // document.cookie's shape: "name=value" pairs (or a nameless value) joined by "; ".
  const pair = fc.oneof(
    fc
      .tuple(fc.constantFrom(...names), fc.stringMatching(/^[\w%=!#*.-]{0,8}$/))
      .map(([n, v]) => `${n}=${v}`),
    fc.stringMatching(/^[\w%!#*.-]{1,6}$/),
    fc.constantFrom(...names).map((n) => `${n}=${encodeURIComponent('Niccolò')}`),
  );

  it('reads what cookieIn (the `cookie` package) reads, in any document.cookie', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), fc.constantFrom(...names), (pairs, name) => {
        const cookie = pairs.join('; ');
        expect(read(cookie, name)).toBe(cookieIn(cookie, name) ?? '');
      }),
      { numRuns: 500 },
    );
  });
});
