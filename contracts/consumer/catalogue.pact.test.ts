/** Categories and products (shopping §7 Categories; observed GET products modes). */
import { expect } from 'vitest';
import { contract, contracts } from './contract';
import { eachLike, integer, ok, page, product, string } from './fixtures';

const SHOP = 'a shop with a catalogue' as const;
const category = () => ({ categoryId: integer(10), name: string('Pasta'), slug: string('pasta') });
const list = () => ({ page: page(), products: eachLike(product()) });

contracts('catalogue', [
  contract({
    state: SHOP,
    when: 'a request for the category tree',
    method: 'GET',
    path: '/category',
    query: { filtered: 'true', depth: '2' },
    answer: ok({ categories: eachLike(category()) }),
    call: (sdk) => sdk.category.tree({ filtered: true, depth: 2 }),
    check: (data) => expect(data.categories?.[0]?.name).toBe('Pasta'),
  }),
  contract({
    state: SHOP,
    when: 'a request for a category by slug',
    method: 'GET',
    path: '/category',
    query: { slug: 'pasta' },
    answer: ok({ category: category() }),
    call: (sdk) => sdk.category.bySlug('pasta'),
    check: (data) => expect(data.category?.categoryId).toBe(10),
  }),
  contract({
    state: SHOP,
    when: 'a request for the content category of the timeslot selector',
    method: 'GET',
    path: '/category',
    query: { slug: 'timeslot-selector' },
    // shopping §2: its metaData.category_info gives the selector's title (and subtitle).
    answer: ok({
      category: {
        categoryId: integer(9901),
        name: string('Fasce orarie'),
        metaData: {
          category_info: {
            TITLE: string('Quando vuoi ricevere la spesa?'),
            DESCRIPTION: string('Scegli il giorno e la fascia oraria'),
          },
        },
      },
    }),
    call: (sdk) => sdk.category.bySlug('timeslot-selector'),
    check: (data) =>
      expect(
        (data.category as { metaData?: { category_info?: { TITLE?: string } } }).metaData
          ?.category_info?.TITLE,
      ).toBe('Quando vuoi ricevere la spesa?'),
  }),
  contract({
    state: SHOP,
    when: 'a request for a category block',
    method: 'GET',
    path: '/category-block/info',
    query: { categoryBlockId: '3' },
    answer: ok({ categoryBlockId: integer(3) }),
    call: (sdk) => sdk.category.block(3),
    check: (data) => expect(data).toEqual({ categoryBlockId: 3 }),
  }),
  contract({
    state: SHOP,
    when: 'a request for the products of a category',
    method: 'GET',
    path: '/products',
    query: { parent_category_id: '10', page: '1', page_size: '24' },
    answer: ok(list()),
    call: (sdk) => sdk.product.list({ categoryId: 10 }),
    check: (data) => {
      expect(data.page.totItems).toBe(1);
      expect(data.products[0]?.name).toBe('Spaghetti n.5 500 g');
    },
  }),
  contract({
    state: SHOP,
    when: 'a product search',
    method: 'GET',
    path: '/products',
    query: { page: '1', page_size: '24', q: 'spaghetti' },
    answer: ok(list()),
    call: (sdk) => sdk.product.search('spaghetti'),
    check: (data) => expect(data.products[0]?.productId).toBe(101),
  }),
  contract({
    state: SHOP,
    when: 'a request for a product by barcode',
    method: 'GET',
    path: '/products',
    query: { barcode: '8001234567890' },
    answer: ok(list()),
    call: (sdk) => sdk.product.byBarcode('8001234567890'),
    check: (data) => expect(data.products[0]?.productId).toBe(101),
  }),
  contract({
    state: SHOP,
    when: 'a request for a product page',
    method: 'GET',
    path: '/products',
    query: { slug: 'spaghetti-n5' },
    answer: ok(product()),
    call: (sdk) => sdk.product.bySlug('spaghetti-n5'),
    check: (data) => expect(data.slug).toBe('spaghetti-n5'),
  }),
]);
