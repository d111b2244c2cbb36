import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../platform/shopper/local-storage.test-helpers';
import { LAST_CATEGORY_KEY, lastCategory, rememberCategory } from './last-category';

describe('last category (spec: shopping §9 "Persisted locally: category")', () => {
  it('given a category page shown, then it is the last category', () => {
    const storage = memoryStorage();
    rememberCategory({ slug: 'pasta', name: 'Pasta' }, { storage });
    rememberCategory({ slug: 'pasta-secca', name: 'Pasta secca' }, { storage });
    expect(lastCategory({ storage })).toEqual({ slug: 'pasta-secca', name: 'Pasta secca' });
  });

  it('given nothing kept, unreadable or malformed content, then there is no last category', () => {
    expect(lastCategory({ storage: memoryStorage() })).toBeUndefined();
    expect(lastCategory({ storage: memoryStorage({ [LAST_CATEGORY_KEY]: '{' }) })).toBeUndefined();
    const storage = memoryStorage({
      [LAST_CATEGORY_KEY]: JSON.stringify({ slug: '//evil.example', name: 'X' }),
    });
    expect(lastCategory({ storage })).toBeUndefined();
    rememberCategory({ slug: 'pasta', name: '' }, { storage });
    expect(lastCategory({ storage })).toBeUndefined();
  });

  it('given no storage, or one that refuses to write, then nothing breaks', () => {
    expect(() =>
      rememberCategory({ slug: 'pasta', name: 'Pasta' }, { storage: undefined }),
    ).not.toThrow();
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() =>
      rememberCategory({ slug: 'pasta', name: 'Pasta' }, { storage: full }),
    ).not.toThrow();
    expect(lastCategory({ storage: undefined })).toBeUndefined();
  });
});
