// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectContentReads } from '../../../platform/server/caching/content-tags';
import {
  CONTENT_SEARCH_TTL_MS,
  contentSearches,
  createContentSearches,
  pageHref,
  purgeContentSearches,
  searchContentPages,
} from './content-search';

let server: Server | undefined;
afterEach(async () => {
  // Each test asks a WordPress of its own: no answer kept from another.
  contentSearches().purge();
  delete process.env.CMS_URL;
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in WordPress: `answer` decides what /wp-json/wp/v2/search sends. */
async function wordpress(answer: (url: URL, response: ServerResponse) => void) {
  const asked: URL[] = [];
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://wp');
    asked.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  process.env.CMS_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return asked;
}

const json = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': '1' });
  response.end(JSON.stringify(body));
};

describe("the shop's pages matching a search", () => {
  it('given matching pages, then their titles and storefront addresses, asked as the spec says', async () => {
    const asked = await wordpress((_, response) =>
      json(response, [
        {
          id: 5,
          title: 'Informativa sulla privacy',
          url: 'http://wp/privacy-policy/',
          type: 'post',
        },
        { id: 6, title: 'I vantaggi &amp; le offerte', url: 'http://wp/vantaggi/', type: 'post' },
      ]),
    );
    const tags = new Set<string>();
    const pages = await collectContentReads(tags, () => searchContentPages('privacy'));
    expect(pages).toEqual([
      { title: 'Informativa sulla privacy', href: '/page/privacy-policy' },
      { title: 'I vantaggi & le offerte', href: '/vantaggi' },
    ]);
    const query = Object.fromEntries(asked[0]?.searchParams ?? []);
    expect(asked[0]?.pathname).toBe('/wp-json/wp/v2/search');
    expect(query).toMatchObject({ search: 'privacy', type: 'post', subtype: 'page', page: '1' });
    // An editor's page change drops the search pages (purge prefix "page:").
    expect([...tags]).toEqual(['page:search']);
  });

  it('given WordPress down, then no pages and no failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await wordpress((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"code":"boom"}');
    });
    expect(await searchContentPages('privacy')).toEqual([]);
    process.env.CMS_URL = 'http://127.0.0.1:1';
    expect(await searchContentPages('privacy')).toEqual([]);
  });

  it('given WordPress slow, then no pages once the short timeout passed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await wordpress(() => undefined); // never answers
    const started = performance.now();
    expect(await searchContentPages('privacy', 50)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('given one word of a letter, then WordPress is not asked', async () => {
    const asked = await wordpress((_, response) => json(response, []));
    expect(await searchContentPages('a')).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});

describe("the page search's answers, kept a minute per query (issue 42)", () => {
  const hit = {
    id: 7,
    title: 'Richiamo prodotti',
    url: 'http://wp/richiamo-prodotti/',
    type: 'post',
  };
  const found = [{ title: 'Richiamo prodotti', href: '/page/richiamo-prodotti' }];

  function clock() {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  }

  it('given the same words searched again, then WordPress is asked once', async () => {
    const asked = await wordpress((_, response) => json(response, [hit]));
    expect(await searchContentPages('pesto')).toEqual(found);
    expect(await searchContentPages('pesto')).toEqual(found);
    expect(asked).toHaveLength(1);
    await searchContentPages('pasta');
    expect(asked).toHaveLength(2);
  });

  it('asks again once a minute passed', async () => {
    const time = clock();
    const searches = createContentSearches({ now: time.now });
    const asked = await wordpress((_, response) => json(response, [hit]));
    await searchContentPages('pesto', undefined, searches);
    time.advance(CONTENT_SEARCH_TTL_MS - 1);
    await searchContentPages('pesto', undefined, searches);
    expect(asked).toHaveLength(1);
    time.advance(1);
    await searchContentPages('pesto', undefined, searches);
    expect(asked).toHaveLength(2);
  });

  it("given a page's purge or a purge of everything, then the next search asks again; another purge keeps them", async () => {
    const asked = await wordpress((_, response) => json(response, [hit]));
    await searchContentPages('pesto');
    expect(purgeContentSearches(['faq:', 'menu:header'])).toBe(0);
    await searchContentPages('pesto');
    expect(asked).toHaveLength(1);
    expect(purgeContentSearches(['page:'])).toBe(1);
    await searchContentPages('pesto');
    expect(asked).toHaveLength(2);
    expect(purgeContentSearches(undefined)).toBe(1);
    await searchContentPages('pesto');
    expect(asked).toHaveLength(3);
  });

  it('given WordPress failing, then the kept answer once expired, and a failure is never kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const time = clock();
    const searches = createContentSearches({ now: time.now });
    let up = false;
    const asked = await wordpress((_, response) => {
      if (up) return json(response, [hit]);
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"code":"boom"}');
    });
    expect(await searchContentPages('pesto', undefined, searches)).toEqual([]);
    up = true;
    expect(await searchContentPages('pesto', undefined, searches)).toEqual(found);
    time.advance(CONTENT_SEARCH_TTL_MS);
    up = false;
    expect(await searchContentPages('pesto', undefined, searches)).toEqual(found);
    expect(asked).toHaveLength(3);
  });
});

describe('the address of a WordPress page in the storefront', () => {
  it('given its link, then /page/{slug}, or its own route', () => {
    expect(pageHref('http://127.0.0.1:9400/regolamento/')).toBe('/page/regolamento');
    expect(pageHref('http://127.0.0.1:9400/servizio-clienti/')).toBe('/servizio-clienti');
    expect(pageHref('http://127.0.0.1:9400/?page_id=5')).toBeUndefined();
    expect(pageHref('not a url')).toBeUndefined();
  });
});
