/**
 * Given the seeded WordPress, when the storefront's content calls are made (spec:
 * account-and-services §7 "Content management"), then each answers in the shape cms/README.md
 * documents.
 */
import { describe, expect, it } from 'vitest';
import {
  Faq,
  FaqCategory,
  IngredientSheet,
  MailPars,
  MenuItem,
  Slide,
  StaticPage,
  TutorialProposal,
  UxBlock,
} from './shapes';
import { cms, noonOf, wpJson } from './wordpress-client';

type Item = { title: string; url: string; classes: string[]; target: string; children: Item[] };

describe('menu-locations/{location}', () => {
  it('given the footer location, then its links are nested under their groups as the spec lists them', async () => {
    const { status, body } = await wpJson<Item[]>('/wp-json/sporta/v1/menu-locations/footer');
    expect(status).toBe(200);
    expect(body.map((item) => MenuItem.parse(item))).toHaveLength(3);
    const urls = body.flatMap((group) => group.children.map((link) => link.url));
    for (const url of [
      '/faq',
      '/page/regolamento',
      '/page/libro-ingredienti',
      '/page/privacy-policy',
      '/page/cookie-policy',
      '/vantaggi',
      '/servizio-clienti',
      '/page/accessibilita',
      '/page/richiamo-prodotti',
    ]) {
      expect(urls).toContain(url);
    }
    const links = body.flatMap((group) => group.children);
    expect(links.find((link) => link.classes.includes('cookie-settings'))).toBeDefined();
    expect(links.find((link) => link.classes.includes('customer-service-button'))).toBeDefined();
    const social = body.find((group) => group.classes.includes('social'));
    expect(social?.children.length).toBeGreaterThanOrEqual(3);
    expect(social?.children.every((link) => link.target === '_blank')).toBe(true);
  });

  it('given the header location, then it has nested items too', async () => {
    const { body } = await wpJson<Item[]>('/wp-json/sporta/v1/menu-locations/header');
    expect(body.some((item) => item.children.length > 0)).toBe(true);
  });

  it('given an unknown location, then 404', async () => {
    const { status, body } = await wpJson<{ code: string }>(
      '/wp-json/sporta/v1/menu-locations/sidebar',
    );
    expect(status).toBe(404);
    expect(body.code).toBe('sporta_unknown_menu_location');
  });
});

describe('custom/v1/new_slides/{slider}/{timestamp}/{n}', () => {
  const slugsFor = async (day: string, query: string, n = 10) => {
    const { status, body } = await wpJson<unknown[]>(
      `/wp-json/custom/v1/new_slides/home/${noonOf(day)}/${n}${query}`,
    );
    expect(status).toBe(200);
    return body.map((slide) => Slide.parse(slide).slug);
  };

  it('given home delivery (2), then only its slides and those for every service', async () => {
    expect(await slugsFor('2026-11-22', '?deliveryServiceId=2')).toEqual([
      'consegna-a-domicilio',
      'frutta-di-stagione',
    ]);
  });

  it('given pickup in store (1) or a locker (10000, 10002), then their own slides', async () => {
    expect(await slugsFor('2026-11-22', '?deliveryServiceId=1')).toEqual([
      'ritira-in-negozio',
      'frutta-di-stagione',
    ]);
    expect(await slugsFor('2026-11-22', '?deliveryServiceId=10000')).toContain('ritira-al-locker');
    expect(await slugsFor('2026-11-22', '?deliveryServiceId=10002')).toContain('ritira-al-locker');
  });

  it('given a summer day, then the validity dates pick the summer slide instead of the winter one', async () => {
    const summer = await slugsFor('2026-07-15', '?deliveryServiceId=2');
    expect(summer).toContain('gelati-estate');
    expect(summer).not.toContain('frutta-di-stagione');
  });

  it('given n, then at most n slides; given no service, then all services', async () => {
    expect(await slugsFor('2026-11-22', '', 1)).toHaveLength(1);
    expect((await slugsFor('2026-11-22', '')).length).toBe(4);
  });

  it('given the slider id instead of its slug, then the same slides', async () => {
    const [slider] = (await wpJson<{ id: number }[]>('/wp-json/wp/v2/slider?slug=home')).body;
    const { body } = await wpJson<unknown[]>(
      `/wp-json/custom/v1/new_slides/${slider?.id}/${noonOf('2026-11-22')}/10?deliveryServiceId=2`,
    );
    expect(body).toHaveLength(2);
  });
});

describe('custom/v1/slides_by_id/{ids}', () => {
  it('given ids, then those slides in the order asked, unknown ids left out', async () => {
    const { body: all } = await wpJson<{ id: number; slug: string }[]>(
      '/wp-json/wp/v2/slide?per_page=20',
    );
    const [first, second] = all;
    const { body } = await wpJson<unknown[]>(
      `/wp-json/custom/v1/slides_by_id/${second?.id},999999,${first?.id}`,
    );
    expect(body.map((slide) => Slide.parse(slide).id)).toEqual([second?.id, first?.id]);
  });
});

describe('FAQ', () => {
  it('given the categories, then there are several, each with questions, ours included', async () => {
    const { body } = await wpJson<unknown[]>(
      '/wp-json/wp/v2/faq_category?per_page=8&hide_empty=true',
    );
    const categories = body.map((category) => FaqCategory.parse(category));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.map((category) => category.slug)).toContain('i-nostri-prodotti');
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBeGreaterThanOrEqual(
      15,
    );
  });

  it('given a category and a page size, then its questions in menu order with the paging headers', async () => {
    const [category] = (
      await wpJson<{ id: number }[]>('/wp-json/wp/v2/faq_category?slug=pagamenti')
    ).body;
    const { status, headers, body } = await wpJson<unknown[]>(
      `/wp-json/wp/v2/faq?faq_category=${category?.id}&per_page=3&page=1&orderby=menu_order&order=asc&hash=abc123`,
    );
    expect(status).toBe(200);
    expect(headers.get('x-wp-total')).toBe('4');
    expect(headers.get('x-wp-totalpages')).toBe('2');
    const questions = body.map((faq) => Faq.parse(faq));
    expect(questions.map((faq) => faq.menu_order)).toEqual([1, 2, 3]);
    expect(questions.every((faq) => faq.faq_category.includes(category?.id ?? -1))).toBe(true);
  });
});

describe('pages', () => {
  it.each([
    'regolamento',
    'privacy-policy',
    'cookie-policy',
    'vantaggi',
    'servizio-clienti',
    'consegna-agevolata',
  ])('given the slug %s, then the page with its SEO fields', async (slug) => {
    const { body } = await wpJson<unknown[]>(`/wp-json/wp/v2/pages?slug=${slug}`);
    expect(body).toHaveLength(1);
    const page = StaticPage.parse(body[0]);
    expect(page.slug).toBe(slug);
    expect(page.meta.seo_title).toMatch(/Sporta$/);
    expect(page.meta.seo_description.length).toBeGreaterThan(40);
    expect(page.testo_validit).toBe(page.meta.testo_validit);
  });

  it('given a missing slug, then an empty list', async () => {
    expect((await wpJson<unknown[]>('/wp-json/wp/v2/pages?slug=non-esiste')).body).toEqual([]);
  });
});

describe('tutorial proposals and ux-blocks', () => {
  it.each(['IMAGE_MOBILE', 'IMAGE_DESKTOP'])(
    'given %s, then three slides of that size',
    async (type) => {
      const { body } = await wpJson<unknown[]>(
        `/wp-json/wp/v2/tutorial_proposal?category_proposal_type=${type}&orderby=menu_order&order=asc`,
      );
      const slides = body.map((slide) => TutorialProposal.parse(slide));
      expect(slides).toHaveLength(3);
      expect(slides.every((slide) => slide.metaData.category_proposal_type === type)).toBe(true);
    },
  );

  it('given the ux-blocks, then each has a position, home blocks an image', async () => {
    const { body } = await wpJson<unknown[]>(
      '/wp-json/wp/v2/ux-blocks?orderby=menu_order&order=asc',
    );
    const blocks = body.map((block) => UxBlock.parse(block));
    expect(blocks.map((block) => block.meta.position)).toEqual([
      'home-top',
      'home-middle',
      'home-bottom',
      'footer-legal',
    ]);
    expect(
      blocks.filter((block) => block.meta.position.startsWith('home')).every((b) => b.img),
    ).toBe(true);
  });
});

describe('custom/v1/get_mail_pars and custom/ali/search', () => {
  it('given the customer-reporting form, then its fields, the submit and upload calls and a nonce', async () => {
    const { status, body } = await wpJson('/wp-json/custom/v1/get_mail_pars?form_id=1');
    expect(status).toBe(200);
    const form = MailPars.parse(body);
    expect(form.fields.map((field) => field.type)).toContain('file_upload');
  });

  it('given an unknown form, then 404', async () => {
    expect((await wpJson('/wp-json/custom/v1/get_mail_pars?form_id=99')).status).toBe(404);
  });

  it('given an allergen, an ingredient or a code, then the matching sheets', async () => {
    const bySesame = (await wpJson<unknown[]>('/wp-json/custom/ali/search?q=sesamo')).body;
    expect(bySesame.map((sheet) => IngredientSheet.parse(sheet).title)).toEqual([
      'Hummus di ceci',
      'Pane integrale ai semi',
    ]);
    const byCode = (await wpJson<unknown[]>('/wp-json/custom/ali/search?q=2100002000014')).body;
    expect(byCode.map((sheet) => IngredientSheet.parse(sheet).title)).toEqual([
      'Focaccia genovese',
    ]);
    expect((await wpJson('/wp-json/custom/ali/search?q=x')).status).toBe(400);
  });
});

describe('core REST behaviour the storefront relies on', () => {
  it('given an Origin, then CORS echoes it and exposes the paging headers', async () => {
    const response = await fetch(`${cms().url}/wp-json/wp/v2/faq`, {
      headers: { origin: 'http://127.0.0.1:4321' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-WP-TotalPages/);
  });

  it('given a search in FAQ, then wp/v2/search finds them', async () => {
    const { body } = await wpJson<{ subtype: string }[]>(
      '/wp-json/wp/v2/search?search=fattura&type=post&subtype=faq&per_page=24&page=1',
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((hit) => hit.subtype === 'faq')).toBe(true);
  });
});
