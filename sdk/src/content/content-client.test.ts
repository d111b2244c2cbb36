// @vitest-environment node
/**
 * The WordPress content client against a real local server shaped like cms/mu-plugins/sporta:
 * paging headers, shapes checked, and failures as ContentError with the generic message.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { createContentClient } from './content-client';
import { ContentError } from './content-error';

const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/p');
});
afterAll(async () => {
  await server.close();
});
const content = () => createContentClient({ baseUrl: `${server.url}/p` });
const last = () => server.requests.at(-1);

describe('content client (account §7 Content management)', () => {
  it('given a custom post type, when a page is asked, then items come with x-wp-total and x-wp-totalpages', async () => {
    server.on('/wp-json/wp/v2/faq', {
      headers: { 'x-wp-total': '23', 'x-wp-totalpages': '3' },
      body: [{ id: 4, slug: 'consegna', title: { rendered: 'Quando consegnate?' } }],
    });
    const page = await content().posts('faq', {
      page: 2,
      filters: { faq_category: 7 },
      hash: 'v5',
    });
    expect(page).toMatchObject({ total: 23, totalPages: 3, items: [{ id: 4, slug: 'consegna' }] });
    expect(Object.fromEntries(last()?.query ?? [])).toMatchObject({
      page: '2',
      per_page: '10',
      faq_category: '7',
      hash: 'v5',
    });
  });

  it('given a page slug, then the page with its SEO meta is returned; given none, undefined', async () => {
    const page = {
      id: 9,
      slug: 'privacy-policy',
      link: 'https://shop/p/privacy-policy',
      date: '2026-11-01T10:00:00',
      title: { rendered: 'Privacy policy' },
      content: { rendered: '<p>Testo</p>' },
      meta: { seo_title: 'Privacy', seo_description: 'Come trattiamo i dati' },
    };
    server.on('/wp-json/wp/v2/pages', (request) => ({
      body: request.query.get('slug') === 'privacy-policy' ? [page] : [],
    }));
    await expect(content().page('privacy-policy')).resolves.toEqual(page);
    await expect(content().page('nessuna')).resolves.toBeUndefined();
  });

  it('given a day, when slides are asked, then the URL carries noon of that day and the service', async () => {
    const day = new Date(2026, 10, 23, 8, 30);
    const noon = new Date(2026, 10, 23, 12, 0, 0, 0).getTime();
    server.on(`/wp-json/custom/v1/new_slides/home/${noon}/5`, { body: [] });
    await content().slides('home', day, 5, 2);
    expect(last()?.path).toBe(`/wp-json/custom/v1/new_slides/home/${noon}/5`);
    expect(last()?.query.get('deliveryServiceId')).toBe('2');
  });

  it('given a menu location, then the tree is returned', async () => {
    const menu = [
      {
        id: 1,
        title: 'FAQ',
        url: '/faq',
        children: [{ id: 2, title: 'Prodotti', url: '/faq/i-nostri-prodotti', children: [] }],
      },
    ];
    server.on('/wp-json/sporta/v1/menu-locations/footer', { body: menu });
    await expect(content().menu('footer')).resolves.toEqual(menu);
  });

  it('given a form, when submitted, then admin-ajax gets a multipart nf_ajax_submit with nonce and formData', async () => {
    server.on('/wp-admin/admin-ajax.php', {
      body: { data: { form_id: 1, submission_id: 8 }, errors: [] },
    });
    const reply = await content().submitForm(1, 'n0nce', {
      nome: 'Maria',
      email: 'maria@example.it',
    });
    expect(reply.data).toEqual({ form_id: 1, submission_id: 8 });
    const request = last();
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.body).toContain('nf_ajax_submit');
    expect(request?.body).toContain('n0nce');
    expect(request?.body).toContain(
      '{"id":1,"fields":{"nome":{"value":"Maria"},"email":{"value":"maria@example.it"}}}',
    );
  });

  it('given an HTTP error, then it rejects with a ContentError carrying the status and WordPress body', async () => {
    server.on('/wp-json/sporta/v1/menu-locations/nessuno', {
      status: 404,
      body: { code: 'sporta_unknown_menu_location', message: 'Posizione del menu sconosciuta.' },
    });
    const error = await content()
      .menu('nessuno')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      httpStatus: 404,
      message: GENERIC,
      body: { code: 'sporta_unknown_menu_location' },
    });
  });

  it('given an answer of the wrong shape, then it rejects and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.on('/wp-json/custom/ali/search', { body: [{ id: 'uno' }] });
    await expect(content().ingredients('latte')).rejects.toBeInstanceOf(ContentError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('custom/ali/search'));
    warn.mockRestore();
  });

  it('given no server, then it rejects with a ContentError', async () => {
    const offline = createContentClient({ baseUrl: 'http://127.0.0.1:9/p' });
    await expect(offline.menu('header')).rejects.toBeInstanceOf(ContentError);
  });
});
