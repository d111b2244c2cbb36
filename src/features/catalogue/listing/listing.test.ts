import { describe, expect, it } from 'vitest';
import { appliedAddress } from './listing';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('the address of an applied filter form', () => {
  it('given only the sort changed, then the clean URL keeps the page', () => {
    expect(appliedAddress(url('/category/pasta?shown=%7Cp0%7Cn0&page=2&sort=alf_des'))).toBe(
      '/category/pasta?sort=alf_des&page=2',
    );
  });

  it('given a filter changed, then the clean URL is page 1, with the search words kept first', () => {
    expect(
      appliedAddress(url('/search?q=latte&shown=%7Cp0%7Cn0&page=3&promo=1'), { q: 'latte' }),
    ).toBe('/search?q=latte&promo=1');
  });

  it('given a plain listing URL, then nothing to redirect', () => {
    expect(appliedAddress(url('/category/pasta?page=2'))).toBeUndefined();
  });
});
