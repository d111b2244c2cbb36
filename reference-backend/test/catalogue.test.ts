/**
 * The seeded catalogue as issue 4 ("Seed data") asks for it, read through the API: at least 600
 * products in at least 12 departments three levels deep, all three TIPOLOGIA, at least 10 % on
 * promotion, some with select options, and pictures drawn from the Fluent Emoji Flat icon set of
 * @iconify-json/fluent-emoji-flat (every icon name the catalogue uses must exist in it).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SET_FILE, type IconSet, productSvg } from '../pages/pictures.ts';
import { catalogueIcons, PRODUCT_VIDEOS } from '../seed/catalogue.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

interface Product {
  productId: number;
  name: string;
  mediaURL: string;
  priceStandardDisplay?: number;
  selectOptions?: unknown[];
  productInfos: Record<string, string>;
}
interface Category {
  categoryId: number;
  categories: Category[];
  metaData?: { category_info?: { ICON?: string } };
}

let shop: TestBackend;
const products: Product[] = [];
let totItems = 0;

beforeAll(async () => {
  shop = await startTestBackend();
  for (let page = 1; ; page++) {
    const reply = await shop.api('GET', '/products', { query: { page, page_size: 200 } });
    const data = reply.body.data as {
      page: { totPages: number; totItems: number };
      products: Product[];
    };
    products.push(...data.products);
    totItems = data.page.totItems;
    if (page >= data.page.totPages) break;
  }
});
afterAll(() => shop?.stop());

const depth = (node: Category): number =>
  1 + Math.max(0, ...node.categories.map((child) => depth(child)));

describe('the seeded catalogue', () => {
  it('has at least 600 products, all of them reachable by paging', () => {
    expect(totItems).toBeGreaterThanOrEqual(600);
    expect(products).toHaveLength(totItems);
    expect(new Set(products.map((p) => p.productId)).size).toBe(totItems);
  });

  it('has at least 12 departments, each three levels deep, with icons', async () => {
    const reply = await shop.api('GET', '/category', { query: { depth: 3 } });
    const roots = (reply.body.data as { categories: Category[] }).categories;
    expect(roots.length).toBeGreaterThanOrEqual(12);
    for (const root of roots) {
      expect(depth(root)).toBe(3);
      expect(root.metaData?.category_info?.ICON).toMatch(/^\/ebsn\/api\/photo\/icon\/[\w-]+\.svg$/);
    }
    const icon = await fetch(`${shop.backend.url}${roots[0]?.metaData?.category_info?.ICON}`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toMatch(/<svg[^>]*viewBox="0 0 32 32"[^>]*>.*<path /s);
  });

  it('sells by piece, by pack and by weight, with coherent productInfos', () => {
    const of = (tipologia: string) =>
      products.filter((p) => p.productInfos.TIPOLOGIA === tipologia);
    for (const tipologia of ['Pezzo', 'Confezione', 'Sfuso'])
      expect(of(tipologia).length).toBeGreaterThan(0);
    for (const loose of of('Sfuso')) {
      expect(loose.productInfos.UNIT_SELLING).toBe('KG');
      expect(Number(loose.productInfos.STEP_SELLING)).toBeGreaterThan(0);
      expect(Number(loose.productInfos.WEIGHT_SELLING)).toBeGreaterThan(0);
    }
    for (const piece of [...of('Pezzo'), ...of('Confezione')]) {
      if (piece.productInfos.WEIGHT_VARIABLE === 'true') continue;
      expect(Number(piece.productInfos.QTY_MULT)).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least 10 % on promotion and some products with select options', () => {
    const promos = products.filter((p) => p.priceStandardDisplay !== undefined);
    expect(promos.length / products.length).toBeGreaterThanOrEqual(0.1);
    expect(products.filter((p) => p.selectOptions?.length).length).toBeGreaterThan(0);
  });

  it('offers more than four choices on some products, for the select of the product page', () => {
    const options = products.flatMap((p) => (p.selectOptions ?? []) as { options: unknown[] }[]);
    expect(options.some((option) => option.options.length > 4)).toBe(true);
    expect(options.some((option) => option.options.length <= 4)).toBe(true);
  });

  it('has videos on a few product pages, as watch, shorts and short links', async () => {
    const links: string[] = [];
    for (const slug of Object.keys(PRODUCT_VIDEOS)) {
      const reply = await shop.api('GET', '/products', { query: { slug } });
      const media = (reply.body.data as { media: { medium: string; type: string }[] }).media;
      expect(media[0]?.type).toBe('image');
      links.push(...media.filter((item) => item.type === 'video').map((item) => item.medium));
    }
    expect(links).toHaveLength(3);
    expect(links.some((link) => link.includes('youtube.com/watch?v='))).toBe(true);
    expect(links.some((link) => link.includes('youtube.com/shorts/'))).toBe(true);
    expect(links.some((link) => link.startsWith('https://youtu.be/'))).toBe(true);
  });

  it('draws every product picture from the icon set, served as a JPEG photo as the real API', async () => {
    const product = products.find((p) => p.productId === 101);
    expect(product?.mediaURL).toBe('/ebsn/api/photo/thumb/101.jpg');
    for (const [url, side] of [
      [product?.mediaURL, 300],
      ['/ebsn/api/photo/large/101.jpg', 600],
    ] as const) {
      const reply = await fetch(`${shop.backend.url}${url}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/jpeg');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
      const photo = await sharp(Buffer.from(await reply.arrayBuffer())).metadata();
      expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', side, side]);
    }
    const svg = productSvg({ name: 'Spaghetti n.5', brand: 'Barilla', department: 'Pasta' });
    expect(svg).toContain('aria-label="Spaghetti n.5"');
    expect(svg).toContain('>BARILLA</text>');
    const set = JSON.parse(readFileSync(ICON_SET_FILE, 'utf8')) as IconSet;
    expect(svg).toContain(set.icons.spaghetti?.body);
  });

  it('answers 404 for the photo of no product and the icon of no category', async () => {
    const icon = await fetch(`${shop.backend.url}/ebsn/api/photo/icon/spaghetti.svg`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const paths = ['thumb/999999.jpg', 'large/101.svg', 'thumb/101.jpg.svg', 'icon/made-up.svg'];
    for (const path of paths) {
      expect((await fetch(`${shop.backend.url}/ebsn/api/photo/${path}`)).status).toBe(404);
    }
  });

  it('uses only icon names that exist in @iconify-json/fluent-emoji-flat', () => {
    const set = JSON.parse(readFileSync(ICON_SET_FILE, 'utf8')) as IconSet;
    const { all, byProduct } = catalogueIcons();
    expect(byProduct.size).toBeGreaterThan(250);
    expect([...all].filter((name) => !set.icons[name])).toEqual([]);
    expect(set.prefix).toBe('fluent-emoji-flat');
  });
});

describe('content categories', () => {
  it('answers the timeslot selector its title and subtitle by slug, and keeps it out of the tree', async () => {
    const reply = await shop.api<{
      data: { category: { metaData: { category_info: Record<string, string> } } };
    }>('GET', '/category', { query: { slug: 'timeslot-selector' } });
    const info = reply.body.data.category.metaData.category_info;
    expect(info.TITLE).toBe('Quando vuoi ricevere la spesa?');
    expect(info.DESCRIPTION).toMatch(/fascia oraria/);
    const tree = await shop.api<{ data: { categories: { slug: string }[] } }>('GET', '/category', {
      query: { filtered: false, depth: 0 },
    });
    expect(tree.body.data.categories.map((c) => c.slug)).not.toContain('timeslot-selector');
  });
});

describe('the per-group maximum of units (shopping §9)', () => {
  it('gives the group Acqua its maximum as category_info.MAXACQ, and a group without one none', async () => {
    const info = async (slug: string) =>
      (
        await shop.api<{
          data: { category: { metaData: { category_info: Record<string, string> } } };
        }>('GET', '/category', { query: { slug } })
      ).body.data.category.metaData.category_info;
    expect((await info('acqua')).MAXACQ).toBe('24');
    expect((await info('pasta-secca')).MAXACQ).toBeUndefined();
  });
});

describe('the product filter classes 40056, 40057, 40060-40064 (shopping §9)', () => {
  interface Facet {
    parameterName: string;
    name: string;
    values: { id: number; name: string; count: string }[];
  }
  const list = async (query: Record<string, unknown>) =>
    (
      await shop.api<{ data: { facets: Facet[]; page: { totItems: number } } }>(
        'GET',
        '/products',
        {
          query: { page_size: 1, ...query },
        },
      )
    ).body.data;

  it('offers each as a facet of its own, with values that hold products', async () => {
    const { facets } = await list({});
    const names = facets.map((facet) => facet.parameterName);
    for (const id of [40056, 40057, 40060, 40061, 40062, 40063, 40064])
      expect(names).toContain(`product_class_${id}`);
    const characteristics = facets.find((f) => f.parameterName === 'product_class_10000');
    expect(characteristics?.values.every((value) => value.id < 40000)).toBe(true);
    for (const facet of facets)
      for (const value of facet.values) expect(Number(value.count)).toBeGreaterThan(0);
  });

  it('narrows across facets and widens within one', async () => {
    const all = (await list({})).page.totItems;
    const frozen = (await list({ product_class_40056: 4005602 })).page.totItems;
    const frozenOrFresh = (await list({ product_class_40056: [4005601, 4005602] })).page.totItems;
    const frozenLoose = (await list({ product_class_40056: 4005602, product_class_40060: 4006001 }))
      .page.totItems;
    expect(frozen).toBeGreaterThan(0);
    expect(frozen).toBeLessThan(all);
    expect(frozenOrFresh).toBeGreaterThan(frozen);
    expect(frozenLoose).toBeLessThan(frozen);
  });
});
