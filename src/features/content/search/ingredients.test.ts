// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectContentReads } from '../../../platform/server/caching/content-tags';
import { ingredientQueryOf, searchIngredients } from './ingredients';

let server: Server | undefined;
afterEach(async () => {
  delete process.env.CMS_URL;
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in WordPress answering custom/ali/search with `status` and `body`. */
async function wordpress(status: number, body: unknown) {
  const asked: URL[] = [];
  server = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://wp'));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  process.env.CMS_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return asked;
}

const PESTO = {
  id: 70,
  slug: 'pesto-alla-genovese-del-banco',
  title: 'Pesto alla genovese del banco',
  product_code: '2100010000013',
  allergens: 'latte, frutta a guscio',
  ingredients: '<p>Basilico genovese DOP 45%<script>alert(1)</script></p>',
};

describe("the ingredient book's search", () => {
  it('given a word, then the sheets WordPress finds, asked with q and sanitised', async () => {
    const asked = await wordpress(200, [PESTO]);
    const tags = new Set<string>();
    const found = await collectContentReads(tags, () => searchIngredients('pesto'));
    expect(asked[0]?.pathname).toBe('/wp-json/custom/ali/search');
    expect(asked[0]?.searchParams.get('q')).toBe('pesto');
    expect(found).toEqual({
      state: 'found',
      sheets: [
        {
          id: 70,
          title: 'Pesto alla genovese del banco',
          productCode: '2100010000013',
          allergens: 'latte, frutta a guscio',
          ingredientsHtml: '<p>Basilico genovese DOP 45%</p>',
        },
      ],
    });
    // An editor's change to a sheet drops the pages showing a search (PURGE_PREFIXES).
    expect([...tags]).toEqual(['ingredients:search']);
  });

  it('given no words, then nothing asked; one letter, then asked for more, WordPress not called', async () => {
    const asked = await wordpress(200, []);
    expect(await searchIngredients('')).toEqual({ state: 'none' });
    expect(await searchIngredients('a')).toEqual({ state: 'short' });
    expect(asked).toHaveLength(0);
  });

  it('given WordPress failing, then unavailable, not an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await wordpress(500, { code: 'boom' });
    expect(await searchIngredients('pesto')).toEqual({ state: 'unavailable' });
  });

  it('given the address, then its q trimmed and cut to 100 characters', () => {
    expect(ingredientQueryOf(new URL('http://shop/page/libro-ingredienti?q=%20latte%20'))).toBe(
      'latte',
    );
    expect(ingredientQueryOf(new URL(`http://shop/x?q=${'a'.repeat(300)}`))).toHaveLength(100);
    expect(ingredientQueryOf(new URL('http://shop/x'))).toBe('');
  });
});
