import { describe, expect, it } from 'vitest';
import {
  ALL_CONTENT,
  collectContentReads,
  NO_CONTENT,
  noteContentRead,
  notePurge,
  renderAcrossPurges,
  showsPurged,
  tagOf,
  tagsHeader,
} from './content-tags';
import { createServerCache } from './server-cache';

describe('collectContentReads', () => {
  it('given two renders at once reading through a cache, then each page gets only the keys it read', async () => {
    const cache = createServerCache({ onRead: noteContentRead });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const render = async (keys: string[]) => {
      for (const key of keys) {
        await tick();
        await cache.get(key, async () => key);
      }
    };
    const faq = new Set<string>();
    const home = new Set<string>();
    await Promise.all([
      collectContentReads(faq, () => render(['menu:header', 'faq:categories'])),
      collectContentReads(home, () => render(['menu:header', 'slides:home:2026-11-26'])),
    ]);
    expect([...faq]).toEqual(['menu:header', 'faq:categories']);
    expect([...home]).toEqual(['menu:header', 'slides:home:2026-11-26']);
    // A read outside a page (a warm-up, an endpoint) is nobody's tag, and nothing fails.
    await cache.get('ux-blocks', async () => 1);
    expect(faq.has('ux-blocks') || home.has('ux-blocks')).toBe(false);
  });
});

describe('tagsHeader and showsPurged', () => {
  it('given the tags, then the header lists them sorted, says none, or all past 64', () => {
    expect(tagsHeader(new Set(['menu:header', 'faq:categories']))).toBe(
      'faq:categories,menu:header',
    );
    expect(tagsHeader(new Set())).toBe(NO_CONTENT);
    const many = new Set(Array.from({ length: 65 }, (_, index) => `page:p${index}`));
    expect(tagsHeader(many)).toBe(ALL_CONTENT);
  });

  it('given a purge of key prefixes, then a page matches by any tag starting with one', () => {
    expect(showsPurged('faq:categories,menu:header', ['faq:'])).toBe(true);
    expect(showsPurged('menu:header,slides:home:2026-11-26', ['faq:', 'page:'])).toBe(false);
    expect(showsPurged(NO_CONTENT, ['menu:'])).toBe(false);
    expect(showsPurged(ALL_CONTENT, ['menu:'])).toBe(true);
    expect(showsPurged(undefined, ['menu:'])).toBe(true);
    expect(showsPurged('menu:header', undefined)).toBe(true);
    expect(showsPurged('menu:header', [])).toBe(false);
  });

  it('given a key with characters a Varnish ban refuses, then its tag replaces them', () => {
    expect(tagOf('page:Perché-noi')).toBe('page:perch_-noi');
    expect(tagOf('faq:category:ordini')).toBe('faq:category:ordini');
  });
});

describe('renderAcrossPurges', () => {
  it('given a purge while a page renders, then that page is told it may show purged content', async () => {
    let release = () => {};
    const slow = renderAcrossPurges(
      () => new Promise<string>((resolve) => (release = () => resolve('pagina'))),
    );
    notePurge();
    release();
    expect(await slow).toEqual({ result: 'pagina', purgedMeanwhile: true });
    expect(await renderAcrossPurges(async () => 'pagina')).toEqual({
      result: 'pagina',
      purgedMeanwhile: false,
    });
  });
});
