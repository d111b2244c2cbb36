import { describe, expect, it } from 'vitest';
import { CART_COUNT_COOKIE, cookieIn, SHOPPER_NAME_COOKIE } from './cookies';

describe('reading one cookie', () => {
  it('finds it among others, URI-decoded, and only under its own name', () => {
    const header = `a=1; ${SHOPPER_NAME_COOKIE}=${encodeURIComponent('Niccolò')}; ${CART_COUNT_COOKIE}=4`;
    expect(cookieIn(header, SHOPPER_NAME_COOKIE)).toBe('Niccolò');
    expect(cookieIn(header, CART_COUNT_COOKIE)).toBe('4');
    expect(cookieIn(`x_${CART_COUNT_COOKIE}=4`, CART_COUNT_COOKIE)).toBeUndefined();
    expect(cookieIn('', CART_COUNT_COOKIE)).toBeUndefined();
  });

  it('keeps the first of two with one name, as document.cookie lists the closest path first', () => {
    expect(cookieIn(`${CART_COUNT_COOKIE}=2; ${CART_COUNT_COOKIE}=5`, CART_COUNT_COOKIE)).toBe('2');
  });

  it('reads a broken encoding as no value, not as its raw text', () => {
    expect(cookieIn(`${SHOPPER_NAME_COOKIE}=%E0%A4%A`, SHOPPER_NAME_COOKIE)).toBeUndefined();
  });
});
