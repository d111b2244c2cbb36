import type { Page } from '@playwright/test';
import { editorRest } from '../cms/rest.mjs';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';
import { e2eWordPress } from './wordpress';

/**
 * Editors' content at any width (issue 41 items 1 and 2): pages made of ordinary editor content,
 * saved in the e2e WordPress as the block editor stores them (the fixture below, created here and
 * not in `npm start`'s demo), render on /page/{slug} without horizontal overflow at four widths,
 * with no console error, and axe-clean. An embed block of YouTube or Vimeo plays in the shop's
 * video player; any other provider is a link card, never a raw address running off the column.
 */
const WIDTHS = [320, 390, 768, 1366];
const LONG_WORD = 'Precipitevolissimevolmente'.repeat(4);
const LONG_URL = `https://www.example.com/${'percorso-molto-lungo/'.repeat(12)}documento.pdf`;

const embed = (url: string, provider: string, type: 'video' | 'rich') =>
  `<!-- wp:embed {"url":"${url}","type":"${type}","providerNameSlug":"${provider}","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-${type} is-provider-${provider} wp-block-embed-${provider} wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
${url}
</div></figure>
<!-- /wp:embed -->`;

const wideTable = `<!-- wp:table -->
<figure class="wp-block-table"><table><thead><tr>${Array.from({ length: 9 }, (_, i) => `<th>Colonna ${i + 1} con intestazione</th>`).join('')}</tr></thead><tbody>${Array.from({ length: 4 }, (_, row) => `<tr>${Array.from({ length: 9 }, (_, i) => `<td>Valore ${row}-${i} della tabella</td>`).join('')}</tr>`).join('')}</tbody></table><figcaption class="wp-element-caption">Tabella larga</figcaption></figure>
<!-- /wp:table -->`;

const picture = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2b7a3d"/></svg>`)}`;

const gallery = `<!-- wp:gallery {"linkTo":"none","align":"wide"} -->
<figure class="wp-block-gallery alignwide has-nested-images columns-default is-cropped">${[1, 2, 3]
  .map(
    (n) => `<!-- wp:image {"sizeSlug":"full"} -->
<figure class="wp-block-image size-full"><img src="${picture(1800, 1200)}" alt="Foto ${n} della galleria" width="1800" height="1200"/></figure>
<!-- /wp:image -->`,
  )
  .join('\n')}</figure>
<!-- /wp:gallery -->`;

const aligned = ['wide', 'full', 'left', 'right']
  .map(
    (align) => `<!-- wp:image {"align":"${align}","sizeSlug":"full"} -->
<figure class="wp-block-image align${align} size-full"><img src="${picture(1600, 600)}" alt="Immagine allineata ${align}" width="1600" height="600"/></figure>
<!-- /wp:image -->`,
  )
  .join('\n');

/** One page per kind of content, so an overflow names what caused it. */
const FIXTURE: Record<string, { title: string; content: string }> = {
  'titolo-lungo': {
    title: `Titolo ${LONG_WORD}`,
    content: `<!-- wp:heading --><h2>${LONG_WORD}</h2><!-- /wp:heading --><!-- wp:paragraph --><p>${LONG_WORD}</p><!-- /wp:paragraph -->`,
  },
  'indirizzo-lungo': {
    title: 'Un indirizzo lungo',
    content: `<!-- wp:paragraph --><p>Scarica il documento: ${LONG_URL}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p><a href="${LONG_URL}">${LONG_URL}</a></p><!-- /wp:paragraph -->`,
  },
  'tabella-larga': { title: 'Una tabella larga', content: wideTable },
  'video-incorporati': {
    title: 'Video incorporati',
    content: [
      embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'video'),
      embed('https://vimeo.com/76979871', 'vimeo', 'video'),
    ].join('\n'),
  },
  'social-incorporati': {
    title: 'Post incorporati',
    content: [
      embed(
        'https://x.com/SportaSpesa/status/1859999999999999999?s=20&t=abcdefghijklmnopqrstuv',
        'twitter',
        'rich',
      ),
      embed(
        'https://www.instagram.com/p/C0abcdefghijklmnopqrstuvwxyz/?utm_source=ig_web_copy_link',
        'instagram',
        'rich',
      ),
    ].join('\n'),
  },
  galleria: { title: 'Galleria e allineamenti', content: `${gallery}\n${aligned}` },
  'elenco-pagine': {
    title: 'Elenco delle pagine',
    content: '<!-- wp:page-list /-->',
  },
  'audio-incorporato': {
    title: 'Audio',
    content: `<!-- wp:shortcode -->[audio src="https://media.example.com/${'podcast-della-spesa-'.repeat(6)}.mp3"]<!-- /wp:shortcode -->`,
  },
};

/** How far the page reaches past the viewport's right edge, and the widest culprit in `main`. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const by = document.documentElement.scrollWidth - width;
    let culprit = '';
    let widest = width;
    for (const element of by > 0 ? document.querySelectorAll('main *') : []) {
      const right = element.getBoundingClientRect().right;
      if (right > widest + 0.5) {
        widest = right;
        culprit = `${element.tagName.toLowerCase()}.${element.className}`;
      }
    }
    return { by, culprit };
  });

test.describe('editors’ content at any width', () => {
  test.beforeAll(async () => {
    for (const [slug, page] of Object.entries(FIXTURE)) {
      const [existing] = (await fetch(
        `${e2eWordPress().url}/wp-json/wp/v2/pages?slug=${slug}&_fields=id`,
      ).then((answer) => answer.json())) as { id: number }[];
      await editorRest(e2eWordPress(), `pages${existing ? `/${existing.id}` : ''}`, {
        slug,
        status: 'publish',
        title: page.title,
        content: page.content,
      });
    }
  });

  for (const slug of Object.keys(FIXTURE)) {
    test(`/page/${slug} fits 320, 390, 768 and 1366 px`, async ({ consentGiven: page }) => {
      // Loaded once at the narrowest width (320), then the window widened: the layout (media and
      // container queries, the player's aspect ratio) follows the width, not the load.
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`/page/${slug}`);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await overflowOf(page), `overflow at ${width} px`).toEqual({ by: 0, culprit: '' });
      }
      await expectNoAxeViolations(page);
    });
  }

  test('YouTube and Vimeo embed blocks play in the shop’s player; X and Instagram are link cards', async ({
    consentGiven: page,
  }) => {
    await page.goto('/page/video-incorporati');
    const players = page.locator('main iframe');
    await expect(players).toHaveCount(2);
    await expect(players.first()).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(players.nth(1)).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    await expect(page.locator('main').getByText('https://www.youtube.com')).toHaveCount(0);

    await page.goto('/page/social-incorporati');
    const main = page.locator('main');
    const post = main.getByRole('link', { name: 'Apri il contenuto su X' });
    await expect(post).toHaveAttribute('href', /^https:\/\/x\.com\/SportaSpesa\/status\//);
    await expect(post).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Apri il contenuto su Instagram' })).toBeVisible();
    await expect(main.getByText('https://x.com')).toHaveCount(0);
  });
});
