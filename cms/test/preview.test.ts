/**
 * The editors' preview (includes/preview.php; issue 41): WordPress's preview link of a page leads
 * to the storefront's /anteprima, signed with the shared secret; the revision is read back only
 * with that secret. And a scheduled page that goes live purges like a publish.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PurgeRequestBody } from './shapes';
import { adminAuthorization, cms, wpJson } from './wordpress-client';

const asEditor = (path: string, changes: Record<string, unknown>) =>
  wpJson<Record<string, unknown>>(path, {
    method: 'POST',
    headers: { authorization: adminAuthorization(), 'content-type': 'application/json' },
    body: JSON.stringify(changes),
  });

const preview = (id: number, revision: number, secret?: string) =>
  wpJson<{ title?: string; content?: string; revision?: number }>(
    `/wp-json/sporta/v1/preview/${id}?revision=${revision}`,
    { headers: secret === undefined ? {} : { 'x-sporta-preview-secret': secret } },
  );

describe('the preview link', () => {
  it('given unsaved changes to a published page, then its preview link is the storefront’s, signed for that autosave', async () => {
    const page = await asEditor('/wp-json/wp/v2/pages', {
      status: 'publish',
      title: 'Orari festivi',
      content: '<p>Testo pubblicato</p>',
    });
    const id = page.body.id as number;
    const autosave = await asEditor(`/wp-json/wp/v2/pages/${id}/autosaves`, {
      title: 'Orari festivi',
      content: '<p>Modifica non ancora pubblicata</p>',
    });
    expect(autosave.status).toBe(200);
    const link = new URL(String(autosave.body.preview_link));
    expect(`${link.origin}${link.pathname}`).toBe(`${cms().purgeOrigin}/anteprima`);
    const revision = Number(link.searchParams.get('revision'));
    expect(revision).toBe(autosave.body.id);
    const expires = Number(link.searchParams.get('expires'));
    expect(link.searchParams.get('sig')).toBe(
      createHmac('sha256', cms().previewSecret)
        .update(`${id}.${revision}.${expires}`)
        .digest('hex'),
    );

    const read = await preview(id, revision, cms().previewSecret);
    expect(read.status).toBe(200);
    expect(read.body.content).toContain('Modifica non ancora pubblicata');
    expect(read.headers.get('cache-control')).toContain('no-store');
    // The public page is unchanged.
    const [served] = (
      await wpJson<{ content: { rendered: string } }[]>(`/wp-json/wp/v2/pages?include=${id}`)
    ).body;
    expect(served?.content.rendered).toContain('Testo pubblicato');
  });

  it('given no secret, another secret, or a revision of another post, then nothing is read', async () => {
    const draft = await asEditor('/wp-json/wp/v2/pages', {
      status: 'draft',
      title: 'Bozza riservata',
      content: '<p>Non ancora pronta</p>',
    });
    const id = draft.body.id as number;
    expect((await preview(id, id)).status).toBe(401);
    expect((await preview(id, id, 'indovinato')).status).toBe(401);
    expect((await preview(id, id, '')).status).toBe(401);
    const [other] = (await wpJson<{ id: number }[]>('/wp-json/wp/v2/pages?slug=regolamento')).body;
    expect((await preview(other?.id ?? 0, id, cms().previewSecret)).status).toBe(404);
    const own = await preview(id, id, cms().previewSecret);
    expect(own.status).toBe(200);
    expect(own.body.content).toContain('Non ancora pronta');
  });
});

describe('a scheduled page', () => {
  it('given it goes live, then the storefront is told it was published', async () => {
    const scheduled = await asEditor('/wp-json/wp/v2/pages', {
      status: 'future',
      date: '2099-01-01T08:00:00',
      title: 'Promozione di Capodanno',
      content: '<p>Dal primo gennaio</p>',
    });
    expect(scheduled.body.status).toBe('future');
    const id = scheduled.body.id as number;
    const since = Date.now();
    // What WordPress's scheduler does when the day comes (wp_publish_post): the post turns from
    // future to publish. Here the day is moved to the past, so the test needs no clock.
    const live = await asEditor(`/wp-json/wp/v2/pages/${id}`, {
      status: 'publish',
      date: '2026-01-01T08:00:00',
    });
    expect(live.body.status).toBe('publish');
    const received = (await (await fetch(`${cms().purgeOrigin}/received`)).json()) as {
      at: number;
      body: string;
    }[];
    const events = received
      .filter((purge) => purge.at >= since)
      .flatMap((purge) => PurgeRequestBody.parse(JSON.parse(purge.body)).events);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'page', id, action: 'published' }),
    );
  });
});
