import { describe, expect, it } from 'vitest';
import { guardRoute, isLoginRequired } from './routes';

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
  it('given a guest on a login-required route, then it sends the guest to Home', () => {
    expect(guardRoute('/profile/dashboard', false)).toBe('/');
    expect(guardRoute('/checkout', false)).toBe('/');
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
