import { createHmac } from 'node:crypto';
import { editorRest } from '../cms/rest.mjs';
import { PREVIEW_SECRET } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';
import { e2eWordPress } from './wordpress';

/**
 * An editor previews before publishing (issue 41 item 3; cms/README.md "Preview"): WordPress's
 * preview link of a draft or of unsaved changes opens the storefront's /anteprima of exactly that
 * revision, marked as a preview, never indexed, never kept by a cache; a link with a missing,
 * wrong or expired signature is refused in Italian.
 */
type Saved = { id: number; preview_link?: string };
const save = (route: string, fields: Record<string, unknown>) =>
  editorRest(e2eWordPress(), route, fields) as Promise<Saved>;
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const sign = (id: number, revision: number, expires: number) =>
  createHmac('sha256', PREVIEW_SECRET).update(`${id}.${revision}.${expires}`).digest('hex');
/** The storefront-relative part of a preview link WordPress gave. */
const relative = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const BANNER = /^Anteprima: questa versione non è pubblicata/;

test.describe('the editors’ preview', () => {
  test('a draft and an unsaved change show on the preview only; the public page keeps the published text', async ({
    consentGiven: page,
  }) => {
    const draft = await save('pages', {
      status: 'draft',
      title: 'Orari di Natale',
      content: '<!-- wp:paragraph --><p>Bozza degli orari</p><!-- /wp:paragraph -->',
    });
    const draftPreview = await save(`pages/${draft.id}/autosaves`, {
      title: 'Orari di Natale',
      content: '<!-- wp:paragraph --><p>Bozza degli orari, rivista</p><!-- /wp:paragraph -->',
    });
    const answer = await page.goto(relative(draftPreview.preview_link ?? ''));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['x-sporta-page-cache']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await waitForShell(page);
    await expect(page.getByRole('note')).toHaveText(BANNER);
    await expect(page.getByRole('heading', { level: 1, name: 'Orari di Natale' })).toBeVisible();
    await expect(page.getByText('Bozza degli orari, rivista')).toBeVisible();
    await expectNoAxeViolations(page);

    const slug = unique('orari-festivi');
    const published = await save('pages', {
      slug,
      status: 'publish',
      title: 'Orari festivi',
      content: '<!-- wp:paragraph --><p>Aperti fino alle 20</p><!-- /wp:paragraph -->',
    });
    const change = await save(`pages/${published.id}/autosaves`, {
      title: 'Orari festivi',
      content: '<!-- wp:paragraph --><p>Aperti fino alle 22</p><!-- /wp:paragraph -->',
    });
    await page.goto(relative(change.preview_link ?? ''));
    await expect(page.getByText('Aperti fino alle 22')).toBeVisible();
    await page.goto(`/page/${slug}`);
    await expect(page.getByText('Aperti fino alle 20')).toBeVisible();
    await expect(page.getByText('Aperti fino alle 22')).toHaveCount(0);
    await expect(page.getByRole('note').filter({ hasText: BANNER })).toHaveCount(0);
  });

  test('a missing, tampered or expired signature is refused, and nothing of the draft shows', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource.*\/anteprima/);
    const draft = await save('pages', {
      status: 'draft',
      title: 'Saldi segreti',
      content: '<!-- wp:paragraph --><p>Sconti non ancora annunciati</p><!-- /wp:paragraph -->',
    });
    const expires = Math.floor(Date.now() / 1000) + 600;
    const good = new URLSearchParams({
      id: String(draft.id),
      revision: String(draft.id),
      expires: String(expires),
      sig: sign(draft.id, draft.id, expires),
    });
    const refused = async (query: URLSearchParams, text: RegExp) => {
      const answer = await page.goto(`/anteprima?${query}`);
      expect(answer?.status()).toBe(403);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('Sconti non ancora annunciati')).toHaveCount(0);
    };
    const withoutSig = new URLSearchParams(good);
    withoutSig.delete('sig');
    await refused(withoutSig, /Il link di anteprima non è valido/);
    const tampered = new URLSearchParams(good);
    tampered.set('revision', String(draft.id + 1));
    await refused(tampered, /Il link di anteprima non è valido/);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = new URLSearchParams({
      ...Object.fromEntries(good),
      expires: String(past),
      sig: sign(draft.id, draft.id, past),
    });
    await refused(expired, /Il link di anteprima è scaduto/);
    await expectNoAxeViolations(page);

    // The same link, signed right, shows the draft: what was refused was only the signature.
    const answer = await page.goto(`/anteprima?${good}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByText('Sconti non ancora annunciati')).toBeVisible();
  });
});
