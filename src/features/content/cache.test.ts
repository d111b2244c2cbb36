// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createServerCache as createContentCache } from '../../platform/server/caching/server-cache';
import { prefixesFor, purgeContent, secretMatches } from './purge';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the content cache', () => {
  it('serves the cached copy for 15 minutes, then loads again', async () => {
    const time = clock();
    const cache = createContentCache({ now: time.now });
    const load = vi.fn().mockResolvedValueOnce('uno').mockResolvedValueOnce('due');
    expect(await cache.get('page:a', load)).toBe('uno');
    time.advance(899_999);
    expect(await cache.get('page:a', load)).toBe('uno');
    time.advance(1);
    expect(await cache.get('page:a', load)).toBe('due');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 50 entries, dropping the least recently used', async () => {
    const cache = createContentCache();
    for (let index = 0; index < 50; index += 1) await cache.get(`k${index}`, async () => index);
    await cache.get('k0', async () => -1); // k0 becomes the most recently used
    await cache.get('k50', async () => 50);
    expect(cache.keys()).toHaveLength(50);
    expect(cache.keys()).toContain('k0');
    expect(cache.keys()).not.toContain('k1');
  });

  it('serves the expired copy when the load fails (stale-if-error), and fails with nothing cached', async () => {
    const time = clock();
    const cache = createContentCache({ now: time.now });
    await cache.get('menu:footer', async () => ['FAQ']);
    time.advance(1_000_000);
    const down = () => Promise.reject(new Error('WordPress down'));
    expect(await cache.get('menu:footer', down)).toEqual(['FAQ']);
    await expect(cache.get('menu:header', down)).rejects.toThrow('WordPress down');
  });

  it('loads a key once for concurrent callers', async () => {
    const cache = createContentCache();
    const load = vi.fn(async () => 'x');
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('purges by key prefix or everything', async () => {
    const cache = createContentCache();
    for (const key of ['page:a', 'page:b', 'faq:categories', 'menu:header'])
      await cache.get(key, async () => key);
    expect(cache.purge('page:')).toBe(2);
    expect(cache.keys()).toEqual(['faq:categories', 'menu:header']);
    expect(cache.purge()).toBe(2);
    expect(cache.keys()).toEqual([]);
  });
});

describe('the purge request', () => {
  it('compares the secret', () => {
    expect(secretMatches('segreto', 'segreto')).toBe(true);
    expect(secretMatches('segreto!', 'segreto')).toBe(false);
    expect(secretMatches(null, 'segreto')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });

  it('maps the events WordPress sends to cache prefixes', () => {
    expect(
      prefixesFor({
        source: 'http://127.0.0.1:9400',
        sentAt: '2026-11-22T14:02:33Z',
        events: [
          { type: 'page', id: 5, slug: 'cookie-policy', action: 'updated' },
          { type: 'menu', id: 2, slug: 'pie-di-pagina', action: 'updated', locations: ['footer'] },
          { type: 'faq_category', id: 3, slug: 'ordini', action: 'updated' },
        ],
      }),
    ).toEqual(['page:', 'menu:footer', 'faq:']);
    expect(prefixesFor({ events: [{ type: 'qualcosa' }] })).toBeUndefined();
    expect(prefixesFor(undefined)).toBeUndefined();
  });

  it('drops what the events name, or everything', async () => {
    const cache = createContentCache();
    for (const key of ['page:a', 'menu:footer', 'menu:header', 'ux-blocks'])
      await cache.get(key, async () => key);
    purgeContent(cache, prefixesFor({ events: [{ type: 'menu', locations: ['footer'] }] }));
    expect(cache.keys()).toEqual(['page:a', 'menu:header', 'ux-blocks']);
    purgeContent(cache, prefixesFor({}));
    expect(cache.keys()).toEqual([]);
  });
});
