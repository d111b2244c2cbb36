import { describe, expect, it } from 'vitest';
import { createExpiringCache } from './expiring-cache';

const clock = () => {
  const time = { now: 0 };
  return { time, now: () => time.now };
};

describe('the expiring cache', () => {
  it('given an entry, then it is served until its time is up, and gone at that moment', () => {
    const { time, now } = clock();
    const cache = createExpiringCache<string>({ ttlMs: 100, maxEntries: 5, now });
    cache.set('a', 'A');
    time.now = 99;
    expect(cache.has('a')).toBe(true);
    expect(cache.get('a')).toBe('A');
    time.now = 100;
    expect(cache.has('a')).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('given more entries than it may keep, then the oldest written leaves; a read does not count', () => {
    const cache = createExpiringCache<number>({ ttlMs: 100, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['b', 'c']);
    cache.set('b', 4);
    cache.set('d', 5);
    expect(cache.keys()).toEqual(['b', 'd']);
  });

  it('freshened on read, then the least recently used leaves', () => {
    const cache = createExpiringCache<number>({ ttlMs: 100, maxEntries: 2, freshenOnRead: true });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
  });

  it('keeping expired entries, then they are no hit but still there to serve stale', () => {
    const { time, now } = clock();
    const cache = createExpiringCache<string | undefined>({
      ttlMs: 100,
      maxEntries: 5,
      now,
      keepExpired: true,
    });
    cache.set('a', 'A');
    cache.set('nothing', undefined);
    time.now = 200;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toMatchObject({ value: 'A' });
    expect(cache.stale('nothing')).toMatchObject({ value: undefined });
    expect(cache.stale('never')).toBeUndefined();
  });

  it('clears the entries it is told to, or all, and says how many', () => {
    const cache = createExpiringCache<number>({ ttlMs: 100, maxEntries: 5 });
    for (const [key, value] of [
      ['faq:1', 1],
      ['faq:2', 2],
      ['page:1', 3],
    ] as const)
      cache.set(key, value);
    expect(cache.clear((key) => key.startsWith('faq:'))).toBe(2);
    expect(cache.keys()).toEqual(['page:1']);
    expect(cache.clear()).toBe(1);
    expect(cache.size).toBe(0);
  });
});
