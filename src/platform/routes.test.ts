import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardRoute, isAdminRoute, isLoginRequired, safeNextPath, signedInRoute } from './routes';

describe('isLoginRequired', () => {
  it.each([
    '/checkout',
    '/payment',
    '/cart/payment-error/123',
    '/cart/payment-completed/123',
    '/profile',
    '/profile/dashboard',
    '/profile/orders/42',
  ])('given %s, then login is required', (path) => {
    expect(isLoginRequired(path)).toBe(true);
  });

  it.each([
    '/',
    '/faq',
    '/page/privacy-policy',
    '/category/frutta',
    '/product/mela',
    '/login',
    '/checkouts',
    '/profiles',
  ])('given %s, then guests may enter', (path) => {
    expect(isLoginRequired(path)).toBe(false);
  });

  it('given a trailing slash, double slashes, capitals or encoded letters, then the guard still applies', () => {
    expect(isLoginRequired('/profile/')).toBe(true);
    expect(isLoginRequired('//profile//orders')).toBe(true);
    expect(isLoginRequired('/PROFILE/Dashboard')).toBe(true);
    expect(isLoginRequired('/%70rofile/dashboard')).toBe(true);
  });

  it('given a malformed escape, then it is judged on the raw path without throwing', () => {
    expect(isLoginRequired('/profile/%E0%A4%A')).toBe(true);
    expect(isLoginRequired('/%E0%A4%A')).toBe(false);
  });
});

describe('guardRoute', () => {
  it('given a guest on a login-required route, then it sends the guest to Home, which offers the login and then the page', () => {
    expect(guardRoute('/profile/dashboard', false)).toBe('/?next=%2Fprofile%2Fdashboard');
    expect(guardRoute('/profile/orders', false, '?page=2')).toBe(
      '/?next=%2Fprofile%2Forders%3Fpage%3D2',
    );
    expect(guardRoute('/checkout', false)).toBe('/?next=%2Fcheckout');
  });

  it('given a shopper with a session, then every route is allowed', () => {
    expect(guardRoute('/profile/dashboard', true)).toBeUndefined();
    expect(guardRoute('/checkout', true)).toBeUndefined();
  });

  it('given a guest on a public route, then it is allowed', () => {
    expect(guardRoute('/', false)).toBeUndefined();
    expect(guardRoute('/faq', false)).toBeUndefined();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/profile/orders', '/profile/orders'],
    ['/profile/orders?page=2#top', '/profile/orders?page=2#top'],
    ['/a/../profile', '/profile'],
    ['/./profile', '/profile'],
    ['/%2e/profile', '/profile'],
    ['/category/pasta?next=//evil.example', '/category/pasta?next=//evil.example'],
    ['/search?q=caff%C3%A8', '/search?q=caff%C3%A8'],
    ['/prodotto/caffè', '/prodotto/caff%C3%A8'],
    // A path that merely looks like userinfo stays on the shop.
    ['/@evil.example', '/@evil.example'],
  ])('given the shop path %s, then it goes to %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  // Issue 37: each of these once led (or, in some browser or proxy, could lead) to another site.
  it.each([
    null,
    undefined,
    '',
    'profile',
    '.',
    '//evil.example/x',
    '///evil.example/x',
    '/.//evil.example/',
    '/..//evil.example/',
    '/././/evil.example/',
    '/a/../..//evil.example/',
    '/%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/.%2e//evil.example/',
    '/%2f/evil.example/',
    '/%2F%2Fevil.example/',
    '/%5cevil.example/',
    '/%5C%5Cevil.example/',
    '/\\evil.example/x',
    '/\\/evil.example',
    '/./\\evil.example',
    '\\\\evil.example',
    '/.\t/evil.example/',
    '/./\t/evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    '/\tprofile',
    '/\u0085/evil.example',
    '/\u2028/evil.example',
    'https://evil.example/',
    'https:evil.example',
    'http:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//user:pass@evil.example/',
    '//évil.example/',
    '//xn--vil-bma.example/',
    '/%E2%80%A8/evil',
    '/%00/profile',
    '/%zz',
  ])('given %j, then it stays in the shop (undefined)', (value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });

  it('whatever next is, the answer is a path of the shop or nothing (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '\t',
      '\n',
      '@',
      ':',
      'evil.example',
      'https:',
      '?',
      '#',
      '%',
      'é',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 8 }), (pieces) => {
        const next = safeNextPath(pieces.join(''));
        if (next === undefined) return;
        // A browser on the shop following `Location: next` stays on the shop …
        const followed = new URL(next, 'https://www.sporta.it');
        expect(followed.origin).toBe('https://www.sporta.it');
        // … and so does one behind a proxy that decodes the path once more.
        expect(new URL(decodeURIComponent(followed.pathname), 'https://www.sporta.it').origin).toBe(
          'https://www.sporta.it',
        );
        expect(next.startsWith('/') && !next.startsWith('//')).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('admin-flagged routes (open only to SSO users)', () => {
  it('flags the back office, not its sign-in page', () => {
    expect(isAdminRoute('/backoffice')).toBe(true);
    expect(isAdminRoute('/BackOffice/clienti/')).toBe(true);
    expect(isAdminRoute('/backoffice/accesso')).toBe(false);
    expect(isAdminRoute('/backofficex')).toBe(false);
    expect(isAdminRoute('/profile/dashboard')).toBe(false);
  });

  it('given a guest, then the operators sign in first and come back', () => {
    expect(guardRoute('/backoffice', false, '?q=rossi')).toBe(
      '/backoffice/accesso?next=%2Fbackoffice%3Fq%3Drossi',
    );
    expect(guardRoute('/backoffice/accesso', false)).toBeUndefined();
  });

  it('given a session, then the admin guard decides (admin-guard.ts)', () => {
    expect(guardRoute('/backoffice', true)).toBeUndefined();
  });
});

describe('checkout and payment need a signed-in shopper, not only a session (anonymous cart)', () => {
  it('sends a guest with a session to Home, whose login dialog leads back', () => {
    expect(signedInRoute('/checkout', 'GET', false)).toBe('/?next=%2Fcheckout');
    expect(signedInRoute('/payment/42', 'GET', false, '?x=1')).toBe(
      '/?next=%2Fpayment%2F42%3Fx%3D1',
    );
    expect(signedInRoute('/Checkout/', 'HEAD', false)).toBe('/?next=%2FCheckout%2F');
  });

  it('lets a shopper through, and leaves other routes and posts alone', () => {
    expect(signedInRoute('/checkout', 'GET', true)).toBeUndefined();
    expect(signedInRoute('/checkout', 'POST', false)).toBeUndefined();
    expect(signedInRoute('/checkouts', 'GET', false)).toBeUndefined();
    expect(signedInRoute('/category/pasta', 'GET', false)).toBeUndefined();
  });
});
