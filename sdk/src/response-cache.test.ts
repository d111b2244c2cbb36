import { RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_TTL_MS } from '@sporta/rules';
import { describe, expect, it } from 'vitest';
import { createResponseCache, isCacheable } from './response-cache';

describe('the response cache (account §9: 900000 ms, 50 entries)', () => {
  it('given an entry, when 900000 ms have passed, then it is gone, and a moment before it was there', () => {
    let now = 0;
    const cache = createResponseCache(RESPONSE_CACHE_TTL_MS, RESPONSE_CACHE_MAX_ENTRIES, () => now);
    cache.set('/products?page=1', 'body');
    now = RESPONSE_CACHE_TTL_MS - 1;
    expect(cache.get('/products?page=1')).toBe('body');
    now = RESPONSE_CACHE_TTL_MS;
    expect(cache.get('/products?page=1')).toBeUndefined();
  });

  it('given 51 entries, then the oldest one is dropped and 50 remain', () => {
    const cache = createResponseCache();
    for (let page = 0; page <= RESPONSE_CACHE_MAX_ENTRIES; page += 1)
      cache.set(`/products?page=${page}`, 'b');
    expect(cache.size).toBe(RESPONSE_CACHE_MAX_ENTRIES);
    expect(cache.get('/products?page=0')).toBeUndefined();
    expect(cache.get(`/products?page=${RESPONSE_CACHE_MAX_ENTRIES}`)).toBe('b');
  });

  it('caches products, category, adv, warehouse-locator, article and content reads, and nothing else', () => {
    const cached = [
      '/products',
      '/category',
      '/category-block/info',
      '/adv',
      '/warehouse-locator/search',
    ];
    const notCached = ['/cart/view', '/timeslot/list', '/order/list', '/user-address/list'];
    expect(cached.filter(isCacheable)).toEqual(cached);
    expect(notCached.filter(isCacheable)).toEqual([]);
  });
});
