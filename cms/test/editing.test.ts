/**
 * Given an editor with an application password (what the e2e suite uses), when content changes
 * through REST, then the change is served and the storefront's purge endpoint is told, with the
 * shared secret, which content changed.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivedPurge } from './purge-listener';
import { PurgeRequestBody } from './shapes';
import { adminAuthorization, cms, wpJson } from './wordpress-client';

async function purgesSince(since: number) {
  const response = await fetch(`${cms().purgeOrigin}/received`);
  return ((await response.json()) as ReceivedPurge[]).filter((purge) => purge.at >= since);
}

async function editAsAdmin(path: string, changes: Record<string, unknown>) {
  return wpJson<{ id?: number }>(path, {
    method: 'POST',
    headers: { authorization: adminAuthorization(), 'content-type': 'application/json' },
    body: JSON.stringify(changes),
  });
}

describe('editing through REST', () => {
  it('given a page edit, then the page changes and one purge names it', async () => {
    const [page] = (await wpJson<{ id: number }[]>('/wp-json/wp/v2/pages?slug=cookie-policy')).body;
    const since = Date.now();
    const edited = await editAsAdmin(`/wp-json/wp/v2/pages/${page?.id}`, {
      title: 'Cookie policy aggiornata',
      meta: { seo_title: 'Cookie | Sporta' },
      testo_validit: 'Aggiornata oggi',
    });
    expect(edited.status).toBe(200);

    const [served] = (
      await wpJson<
        { title: { rendered: string }; meta: { seo_title: string }; testo_validit: string }[]
      >('/wp-json/wp/v2/pages?slug=cookie-policy')
    ).body;
    expect(served?.title.rendered).toBe('Cookie policy aggiornata');
    expect(served?.meta.seo_title).toBe('Cookie | Sporta');
    expect(served?.testo_validit).toBe('Aggiornata oggi');

    const purges = await purgesSince(since);
    expect(purges).toHaveLength(1);
    const [purge] = purges;
    expect(purge?.method).toBe('POST');
    expect(purge?.path).toBe('/api/content/purge');
    expect(purge?.headers['x-content-purge-secret']).toBe(cms().purgeSecret);
    expect(purge?.headers['content-type']).toBe('application/json');
    const body = PurgeRequestBody.parse(JSON.parse(purge?.body ?? '{}'));
    expect(body.source).toBe(cms().url);
    expect(body.events).toEqual([
      { type: 'page', id: page?.id, slug: 'cookie-policy', action: 'updated' },
    ]);
  });

  it('given a new FAQ, then the purge says a faq was published', async () => {
    const [category] = (await wpJson<{ id: number }[]>('/wp-json/wp/v2/faq_category?slug=ordini'))
      .body;
    const since = Date.now();
    const created = await editAsAdmin('/wp-json/wp/v2/faq', {
      title: 'Posso ordinare per un’altra persona?',
      content: '<p>Sì: indica il suo indirizzo e il suo nome sul citofono.</p>',
      status: 'publish',
      faq_category: [category?.id],
    });
    expect(created.status).toBe(201);
    const events = (await purgesSince(since)).flatMap(
      (purge) => PurgeRequestBody.parse(JSON.parse(purge.body)).events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'faq', id: created.body.id, action: 'published' }),
    );
  });

  it('given a menu item renamed, then the purge names the menu and its location', async () => {
    const [group] = (await wpJson<{ id: number }[]>('/wp-json/sporta/v1/menu-locations/footer'))
      .body;
    const since = Date.now();
    const edited = await editAsAdmin(`/wp-json/wp/v2/menu-items/${group?.id}`, {
      title: 'Informazioni utili',
    });
    expect(edited.status).toBe(200);
    const [renamed] = (
      await wpJson<{ title: string }[]>('/wp-json/sporta/v1/menu-locations/footer')
    ).body;
    expect(renamed?.title).toBe('Informazioni utili');
    const events = (await purgesSince(since)).flatMap(
      (purge) => PurgeRequestBody.parse(JSON.parse(purge.body)).events,
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'menu', locations: ['footer'] }));
  });

  it('given no credentials, then edits are refused', async () => {
    const [page] = (await wpJson<{ id: number }[]>('/wp-json/wp/v2/pages?slug=vantaggi')).body;
    const refused = await wpJson(`/wp-json/wp/v2/pages/${page?.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(refused.status).toBe(401);
  });
});
