// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { manualClock, memoryStorage } from '../../../platform/shopper/local-storage.test-helpers';
import {
  LAST_FILTERS_KEY,
  LAST_FILTERS_MAX_AGE_MS,
  type ListingVisit,
  visitListing,
} from './last-filters';

const SHOP = 'https://shop.example';
const START = Date.parse('2026-11-10T09:00:00Z');
const PASTA = `${SHOP}/category/pasta`;
const CHOSEN = 'vendor_id=124003&sort=pri_asc';

const clock = (start = START) => manualClock(start);

/** A shop whose visits share one storage and one clock. */
function browser(storage = memoryStorage()) {
  const time = clock();
  const visit = (url: string, arrival: Partial<ListingVisit> = {}) =>
    visitListing(
      { url, referrer: `${SHOP}/`, backForward: false, ...arrival },
      { storage, now: time.now },
    );
  const saved = () => JSON.parse(storage.getItem(LAST_FILTERS_KEY) ?? 'null');
  return { storage, time, visit, saved };
}

describe('the last listing filters', () => {
  it('given a category with choices, then they are saved without the page, and the visit stays', () => {
    const shop = browser();
    expect(
      shop.visit(`${PASTA}?sort=pri_asc&vendor_id=124003&page=3&categoryId=12`),
    ).toBeUndefined();
    expect(shop.saved()).toEqual({ listing: '/category/pasta', choices: CHOSEN, savedAt: START });
  });

  it('given saved filters, when the same category is opened bare from elsewhere, then its filtered address comes back', () => {
    const shop = browser();
    shop.visit(`${PASTA}?vendor_id=124003&sort=pri_asc&page=2`);
    expect(shop.visit(PASTA, { referrer: `${SHOP}/product/spaghetti-n5` })).toBe(
      `/category/pasta?${CHOSEN}`,
    );
    expect(shop.visit(`${PASTA}?categoryId=12`, { referrer: '' })).toBe(
      `/category/pasta?${CHOSEN}`,
    );
    expect(shop.visit(`${PASTA}/`)).toBe(`/category/pasta?${CHOSEN}`);
  });

  it('given promo and new products chosen, then they come back too', () => {
    const shop = browser();
    shop.visit(`${PASTA}?new=1&promo=1`);
    expect(shop.visit(PASTA)).toBe('/category/pasta?promo=1&new=1');
  });

  it('given TP and preferred chosen (spec: §3 Filters), then they come back on the same category and are forgotten on another', () => {
    const shop = browser();
    shop.visit(`${PASTA}?preferred=1&tp=1`);
    expect(shop.visit(PASTA)).toBe('/category/pasta?tp=1&preferred=1');
    expect(shop.visit(`${SHOP}/category/acqua`)).toBeUndefined();
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it('given /catalog, then the saved filters are forgotten, with or without its own', () => {
    for (const catalog of [`${SHOP}/catalog`, `${SHOP}/catalog?promo=1`]) {
      const shop = browser();
      shop.visit(`${PASTA}?${CHOSEN}`);
      expect(shop.visit(catalog)).toBeUndefined();
      expect(shop.storage.getItem(LAST_FILTERS_KEY)).toBeNull();
      expect(shop.visit(PASTA)).toBeUndefined();
    }
  });

  it('given another category, then it opens bare and the filters of the first are gone', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    expect(shop.visit(`${SHOP}/category/pasta-lunga`)).toBeUndefined();
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it("given another category's choices, then they replace the first's", () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    shop.visit(`${SHOP}/category/latte?promo=1`);
    expect(shop.saved()).toMatchObject({ listing: '/category/latte', choices: 'promo=1' });
    expect(shop.visit(PASTA)).toBeUndefined();
    expect(shop.visit(`${SHOP}/category/latte`)).toBeUndefined();
  });

  it('given the shopper cleared the filters on the listing itself (reset link, or the form applied empty), then they are forgotten', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    expect(shop.visit(PASTA, { referrer: `${PASTA}?${CHOSEN}&page=2` })).toBeUndefined();
    expect(shop.storage.getItem(LAST_FILTERS_KEY)).toBeNull();
    expect(shop.visit(PASTA, { referrer: `${SHOP}/` })).toBeUndefined();
  });

  it('given a link from another site whose address looks like the listing, then the filters still come back', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    expect(shop.visit(PASTA, { referrer: 'https://elsewhere.example/category/pasta' })).toBe(
      `/category/pasta?${CHOSEN}`,
    );
  });

  it('given Back or Forward to the bare listing, then nothing is restored and the bare listing is the last one', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    expect(shop.visit(PASTA, { backForward: true })).toBeUndefined();
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it('given Back to a filtered listing, then its filters are the last ones again', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}&page=2`);
    shop.visit(`${SHOP}/category/latte`);
    shop.visit(`${PASTA}?${CHOSEN}&page=2`, { backForward: true });
    expect(shop.visit(PASTA)).toBe(`/category/pasta?${CHOSEN}`);
  });

  it('given a bare listing with a page in its address, then it is shown as asked, without the filters', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    expect(shop.visit(`${PASTA}?page=2`)).toBeUndefined();
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it(`given filters saved more than ${LAST_FILTERS_MAX_AGE_MS / 3_600_000} hours ago, then they are ignored; each filtered visit dates them anew`, () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    shop.time.advance(LAST_FILTERS_MAX_AGE_MS);
    shop.visit(`${PASTA}?${CHOSEN}`);
    shop.time.advance(LAST_FILTERS_MAX_AGE_MS);
    expect(shop.visit(PASTA)).toBe(`/category/pasta?${CHOSEN}`);
    shop.visit(`${PASTA}?${CHOSEN}`);
    shop.time.advance(LAST_FILTERS_MAX_AGE_MS + 1);
    expect(shop.visit(PASTA)).toBeUndefined();
    expect(shop.storage.getItem(LAST_FILTERS_KEY)).toBeNull();
  });

  it('given filters dated in the future (a clock put back), then they are ignored', () => {
    const shop = browser();
    shop.visit(`${PASTA}?${CHOSEN}`);
    shop.time.advance(-60_000);
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it('given a search, then its filters belong to its words and its parent category', () => {
    const shop = browser();
    shop.visit(`${SHOP}/search?q=+latte+&parent_category_id=7&promo=1&sort=alf_asc`);
    expect(shop.saved()).toMatchObject({
      listing: '/search?q=latte&parent_category_id=7',
      choices: 'promo=1&sort=alf_asc',
    });
    expect(shop.visit(`${SHOP}/search?q=latte&parent_category_id=7`)).toBe(
      '/search?q=latte&parent_category_id=7&promo=1&sort=alf_asc',
    );
    expect(shop.visit(`${SHOP}/search?q=latte`)).toBeUndefined();
  });

  it('given a search without words or a page that is no listing, then nothing is restored', () => {
    const shop = browser();
    shop.visit(`${SHOP}/search?q=latte&promo=1`);
    expect(shop.visit(`${SHOP}/product/latte-intero`)).toBeUndefined();
    expect(shop.saved()).toMatchObject({ listing: '/search?q=latte' });
    expect(shop.visit(`${SHOP}/search?q=+`)).toBeUndefined();
    expect(shop.storage.getItem(LAST_FILTERS_KEY)).toBeNull();
  });

  it('given broken or foreign stored content, then it is ignored and never shapes the address', () => {
    for (const broken of [
      '{not json',
      'null',
      '"pasta"',
      JSON.stringify({ listing: '/category/pasta', choices: 'q=x&page=4', savedAt: START }),
      JSON.stringify({ listing: '/category/pasta', choices: 'promo=1', savedAt: 'ieri' }),
      JSON.stringify({ listing: 7, choices: 'promo=1', savedAt: START }),
    ]) {
      const shop = browser(memoryStorage({ [LAST_FILTERS_KEY]: broken }));
      expect(shop.visit(PASTA)).toBeUndefined();
    }
    const shop = browser(
      memoryStorage({
        [LAST_FILTERS_KEY]: JSON.stringify({
          listing: '/category/pasta',
          choices: 'promo=1&next=https://elsewhere.example&vendor_id=<b>&page=9',
          savedAt: START,
        }),
      }),
    );
    expect(shop.visit(PASTA)).toBe('/category/pasta?promo=1');
  });

  it('given no storage, or one that refuses to read or write, then the listing shows as asked', () => {
    expect(
      visitListing({ url: PASTA, referrer: '', backForward: false }, { storage: undefined }),
    ).toBeUndefined();
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.removeItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const shop = browser(refusing);
    expect(() => shop.visit(`${PASTA}?${CHOSEN}`)).not.toThrow();
    expect(shop.visit(PASTA)).toBeUndefined();
  });

  it('given localStorage, then it is used by default', () => {
    visitListing({ url: `${PASTA}?promo=1`, referrer: '', backForward: false });
    expect(localStorage.getItem(LAST_FILTERS_KEY)).toContain('/category/pasta');
    expect(visitListing({ url: PASTA, referrer: '', backForward: false })).toBe(
      '/category/pasta?promo=1',
    );
  });
});
