import { createEbsnCore, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../../sdk/src/test-server';
import { $pendingRequests } from '../../../shell/overlay/requests';
import { $toasts, clearToasts } from '../../../shell/overlay/toasts';
import { findSuggestions, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from './suggestions';

// The shell's background core, on a scripted server.
let core: EbsnCore;
vi.mock('../../../shell/hydration/background-core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shell/hydration/background-core')>()),
  backgroundCore: () => core,
}));

const PAGE = { selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 5 };
const category = (categoryId: number, name: string, slug?: string, productCount = 4) => ({
  categoryId,
  name,
  productCount,
  ...(slug ? { slug } : {}),
});

describe('typeahead suggestions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    core = createEbsnCore({
      baseUrl: `${server.url}/ebsn/api`,
      tokens: noTokenStore(),
      cache: false,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clearToasts();
    server.requests.length = 0;
  });

  it('given typed words, then the matching categories and the first products come with their pages', async () => {
    server.on(
      '/category',
      ok({
        categories: [
          category(1, 'Pasta', 'pasta'),
          category(2, 'Pasta vuota', 'pasta-vuota', 0),
          category(3, 'Pasta senza indirizzo'),
          ...[4, 5, 6, 7, 8].map((id) => category(id, `Pasta ${id}`, `pasta-${id}`)),
        ],
      }),
    );
    server.on(
      '/products',
      ok({
        page: PAGE,
        products: [
          {
            productId: 7,
            name: 'Penne rigate',
            slug: 'penne-rigate',
            shortDescr: 'Barilla',
            description: '500 g',
          },
          { productId: 8, name: 'Gnocchi &amp; sugo' },
        ],
      }),
    );
    const found = await findSuggestions('pas');
    expect(found.q).toBe('pas');
    expect(found.categories).toHaveLength(SUGGESTED_CATEGORIES);
    expect(found.categories[0]).toEqual({ id: 1, name: 'Pasta', href: '/category/pasta' });
    expect(found.categories.map((c) => c.name)).not.toContain('Pasta vuota');
    expect(found.categories.map((c) => c.name)).not.toContain('Pasta senza indirizzo');
    expect(found.products).toEqual([
      {
        id: 7,
        name: 'Penne rigate',
        brand: 'Barilla',
        pack: '500 g',
        href: '/product/penne-rigate',
      },
      { id: 8, name: 'Gnocchi & sugo', href: '/product/8' },
    ]);
    const asked = (path: string) => server.requests.find((request) => request.path === path);
    expect(asked('/category')?.query.get('q')).toBe('pas');
    expect(asked('/products')?.query.get('q')).toBe('pas');
    expect(asked('/products')?.query.get('page_size')).toBe(String(SUGGESTED_PRODUCTS));
  });

  it('given failing calls, then they give nothing and no toast, and the loading count settles', async () => {
    server.on('/category', { status: 500, raw: '<html>Internal Server Error</html>' });
    server.on('/products', {
      body: { response: { status: 1, errors: [{ error: 'Ricerca non disponibile' }] }, data: null },
    });
    const pending = findSuggestions('latte');
    // Never the loading overlay while typing: the shell counts no request of the typeahead.
    expect($pendingRequests.get()).toBe(0);
    await expect(pending).resolves.toEqual({
      q: 'latte',
      categories: [],
      products: [],
    });
    expect($toasts.get()).toEqual([]);
    expect($pendingRequests.get()).toBe(0);
  });

  it('given one call failing, then the other still gives its part', async () => {
    server.on('/category', ok({ categories: [category(9, 'Latte', 'latte')] }));
    server.on('/products', { status: 502, raw: 'Bad Gateway' });
    const found = await findSuggestions('latte');
    expect(found.categories).toEqual([{ id: 9, name: 'Latte', href: '/category/latte' }]);
    expect(found.products).toEqual([]);
    expect($toasts.get()).toEqual([]);
  });
});
