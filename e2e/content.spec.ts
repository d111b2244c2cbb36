import type { Page } from '@playwright/test';
import { editorRest } from '../cms/rest.mjs';
import { startCms } from '../cms/wordpress.mjs';
import {
  expect,
  expectNoAxeViolations,
  failedRequest,
  frameNavigated,
  test,
  waitForShell,
} from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';
import { E2E_CMS_URL, e2eWordPress } from './wordpress';

const SEEN_KEY = 'sporta.tutorialsSeen';

/** Creates (or updates, with an id) a published page through REST with the application password. */
const savePage = (fields: Record<string, string>, id?: number) =>
  editorRest(e2eWordPress(), `pages${id ? `/${id}` : ''}`, {
    status: 'publish',
    ...fields,
  }) as Promise<{ id: number }>;

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('content from WordPress', () => {
  let tutorialId = '';

  test.beforeAll(async () => {
    const response = await fetch(
      `${E2E_CMS_URL}/wp-json/wp/v2/tutorial_proposal?category_proposal_type=IMAGE_DESKTOP&orderby=menu_order&order=asc`,
    );
    const slides = (await response.json()) as { id: number }[];
    tutorialId = String(slides[0]?.id ?? '');
  });

  test.beforeEach(async ({ page }) => {
    // The shop's documents only: an embedded player's frame may not read storage at all.
    await page.addInitScript(
      ([key, id]) => {
        if (window.top === window) localStorage.setItem(key as string, JSON.stringify([id]));
      },
      [SEEN_KEY, tutorialId],
    );
  });

  test('given Home, then the header and footer menus come from WordPress', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(header.getByRole('link', { name: 'Vantaggi', exact: true })).toBeVisible();
    await header.getByText('Aiuto').click();
    await expect(header.getByRole('link', { name: 'Domande frequenti' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer
        .getByRole('navigation', { name: 'Informazioni' })
        .getByRole('link', { name: 'Regolamento' }),
    ).toHaveAttribute('href', '/page/regolamento');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  test('given Home, then the first slide shows its whole title and text over its picture @mobile', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    const slide = page
      .getByRole('region', { name: 'In evidenza' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    await expect(slide.getByRole('heading', { level: 3 })).toBeVisible();
    // Where each line of the title and the text is drawn: inside the slide and inside the viewport
    // (a headline cut on the left at 390 or 1280 px fails here).
    const boxes = await slide.evaluate((link) => {
      const box = (rect: DOMRect) => ({
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
      });
      const text = [...link.querySelectorAll('h3, p')].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return { text: element.textContent ?? '', box: box(range.getBoundingClientRect()) };
      });
      return { slide: box(link.getBoundingClientRect()), width: innerWidth, text };
    });
    expect(boxes.text.length).toBeGreaterThan(1);
    for (const { text, box } of boxes.text) {
      expect(box.left, text).toBeGreaterThanOrEqual(Math.max(boxes.slide.left, 0));
      expect(box.right, text).toBeLessThanOrEqual(Math.min(boxes.slide.right, boxes.width));
      expect(box.top, text).toBeGreaterThanOrEqual(boxes.slide.top);
      expect(box.bottom, text).toBeLessThanOrEqual(boxes.slide.bottom);
    }
  });

  test('given Home, then the slides of the day and the blocks render', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    const slides = page.getByRole('region', { name: 'In evidenza' });
    await expect(slides.getByRole('listitem').first()).toBeVisible();
    expect(await slides.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(slides.getByRole('img').first()).toHaveAttribute('alt', /.+/);
    await expect(
      page.getByRole('region', { name: 'Da non perdere' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('given the FAQ, when a category is chosen, then its questions open without script', async ({
    consentGiven: page,
  }) => {
    await page.goto('/faq');
    const breadcrumb = page.getByRole('navigation', { name: 'Sei qui' });
    await expect(breadcrumb).toContainText('Faq');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Pagamenti/ })
      .click();
    await expect(page).toHaveURL(/\/faq\/pagamenti$/);
    await expect(breadcrumb.getByRole('link', { name: 'Faq' })).toHaveAttribute('href', '/faq');
    await expect(breadcrumb).toContainText('Dettaglio Faq');
    const question = page.locator('details', { hasText: 'Quali metodi di pagamento accettate?' });
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
  });

  test('given /page/privacy-policy, then it shows the page with its SEO title and description', async ({
    consentGiven: page,
  }) => {
    await page.goto('/page/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla privacy');
    await expect(page).toHaveTitle('Privacy policy | Sporta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /dati personali/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Sei qui' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  test('given a missing page, then it goes to /not-found', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/not-found'));
    await page.goto('/page/pagina-che-non-esiste');
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('given an edit through the REST API, then the storefront shows it within 5 s', async ({
    consentGiven: page,
  }) => {
    const slug = unique('prova-modifica');
    const { id } = await savePage({ slug, title: 'Prima della modifica', content: '<p>Testo</p>' });
    await page.goto(`/page/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prima della modifica');
    await savePage({ title: 'Dopo la modifica' }, id);
    const edited = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dopo la modifica', {
        timeout: 500,
      });
    }).toPass({ timeout: 5000, intervals: [200] });
    expect(Date.now() - edited).toBeLessThan(5000);
  });

  test('given a page with a YouTube link, then its player frame is allowed by the CSP', async ({
    consentGiven: page,
  }) => {
    const slug = unique('prova-video');
    await savePage({
      slug,
      title: 'Prova video',
      content: '<p>Guarda</p><p>https://www.youtube.com/watch?v=dQw4w9WgXcQ</p>',
    });
    await page.goto(`/page/${slug}`);
    const player = page.locator('.content-video iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await player.scrollIntoViewIfNeeded();
    // A frame-src refusal would be a console error the fixture fails the journey on.
    await frameNavigated(player);
  });

  test('given a page saved with script payloads, then none of them runs', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    // The payload's picture does not exist (its onerror must not run).
    allowConsoleErrors(failedRequest(404, '/non-esiste.png'));
    const slug = unique('prova-xss');
    await savePage({
      slug,
      title: 'Prova sicurezza',
      content:
        '<p>Sicuro</p><script>window.__xss = "script"; alert(1)</script>' +
        '<img src="/non-esiste.png" onerror="window.__xss = \'onerror\'; alert(2)" alt="">' +
        '<p><a href="javascript:window.__xss=\'link\';alert(3)">Clicca</a></p>' +
        '<p><svg onload="window.__xss=\'svg\'"></svg></p>',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/page/${slug}`);
    await expect(page.getByText('Sicuro')).toBeVisible();
    await page.getByText('Clicca').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const body = await page.locator('.content-body').innerHTML();
    expect(body).not.toMatch(/script|onerror|onload|javascript:/i);
  });
});

test('given a tutorial not seen yet, then its dialog shows once', async ({
  consentGiven: page,
}) => {
  await page.goto('/faq');
  const dialog = page.getByRole('dialog', { name: 'Come funziona Sporta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ho capito' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Come funziona Sporta' })).toBeHidden();
});

test.describe('the tutorial on a first visit', () => {
  const tutorialDialog = (page: Page) => page.getByRole('dialog', { name: 'Come funziona Sporta' });

  test('given no cookie choice yet, then the banner comes first and the tutorial only after it @mobile', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForShell(page);
    const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
    await expect(banner).toBeVisible();
    await expect(tutorialDialog(page)).toBeHidden();
    await banner.getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner).toBeHidden();
    await expect(tutorialDialog(page)).toBeVisible();
  });

  test('given its three slides, then the arrows, the dots and the arrow keys move between them, each picture whole @mobile', async ({
    consentGiven: page,
  }) => {
    await page.goto('/faq');
    await waitForShell(page);
    const dialog = tutorialDialog(page);
    await expect(dialog).toBeVisible();
    const slides = dialog.getByRole('listitem');
    const slide = (n: number) => dialog.getByRole('listitem', { name: `${n} di 3` });
    const dot = (n: number) => dialog.getByRole('button', { name: `Vai alla slide ${n}` });
    const previous = dialog.getByRole('button', { name: 'Slide precedente' });
    const next = dialog.getByRole('button', { name: 'Slide successiva' });
    await expect(slides).toHaveCount(3);
    /** Slide n shows (whole, in the row's window) and its dot says so; the others do not. */
    const showing = async (n: number) => {
      await expect(slide(n)).toBeInViewport({ ratio: 0.95 });
      for (const other of [1, 2, 3].filter((m) => m !== n))
        await expect(slide(other)).not.toBeInViewport();
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
    };
    await showing(1);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    // The picture whole: its box has the picture's own proportions (no crop).
    const picture = slide(1).locator('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => {
          if (!img.complete || img.naturalWidth === 0) return 'loading';
          const box = img.getBoundingClientRect();
          const style = getComputedStyle(img);
          return {
            fit: style.objectFit === 'cover' ? 'cover' : 'whole',
            ratio: Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.02,
          };
        }),
      )
      .toEqual({ fit: 'whole', ratio: true });

    // The mouse: next, a dot, previous.
    await next.click();
    await showing(2);
    await dot(3).click();
    await showing(3);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await previous.click();
    await showing(2);

    // The keyboard: Enter on a dot, the arrow keys on the row, Enter on an arrow.
    await dot(1).focus();
    await page.keyboard.press('Enter');
    await showing(1);
    await dialog.getByRole('list', { name: 'Come funziona Sporta' }).focus();
    await page.keyboard.press('ArrowRight');
    await showing(2);
    await page.keyboard.press('ArrowLeft');
    await showing(1);
    await next.focus();
    await page.keyboard.press('Enter');
    await showing(2);
    await page.keyboard.press('Enter');
    await showing(3);
    // At the last slide the arrow keeps the focus (aria-disabled, not disabled).
    await page.keyboard.press('Enter');
    await showing(3);
    await expect(next).toBeFocused();
    await expectNoAxeViolations(page, 'dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('given Home on a desktop, then every slide shows whole, none beyond a row to swipe', async ({
  consentGiven: page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await waitForShell(page);
  const region = page.getByRole('region', { name: 'In evidenza' });
  const slides = region.getByRole('listitem');
  expect(await slides.count()).toBeGreaterThanOrEqual(4);
  // Nothing to scroll sideways: a mouse reaches every slide as it is.
  const row = region.getByRole('list');
  expect(await row.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(1);
  for (const link of await slides.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('a slide is drawn');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await link.click({ trial: true });
  }
  await expectNoAxeViolations(page, '.home-slides');
});

test.describe('WordPress stopped', () => {
  // A storefront and WordPress pair of its own, so stopping WordPress leaves the other tests alone;
  // their ports follow the run's (E2E_PORT, E2E_CMS_PORT), so two runs side by side never meet.
  const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 9401) + 1;
  const PORT = sidePort(3);
  let storefront: SideStorefront | undefined;
  let cms: Awaited<ReturnType<typeof startCms>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cms = await startCms({ port: CMS_PORT, dataDir: '.data/wordpress-e2e-down', reset: true });
    storefront = await startSideStorefront(PORT, { CMS_URL: cms.url });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await cms?.stop();
  });

  test('then Home still serves and the content pages show the cached copy or the Italian message', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    // WordPress is stopped: the pictures of Home's slides and blocks, on its uploads, do not load
    // (refused, or reset on a connection the browser had kept open to it).
    allowConsoleErrors(
      /^Failed to load resource: net::ERR_CONNECTION_(REFUSED|RESET) \(http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\//,
    );
    const base = `http://127.0.0.1:${PORT}`;
    await page.goto(`${base}/page/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla privacy');
    await cms?.stop();
    cms = undefined;

    const home = await page.goto(`${base}/`);
    expect(home?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua spesa, come vuoi tu' }),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }),
    ).toBeVisible();

    await page.goto(`${base}/page/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla privacy');

    const uncached = await page.goto(`${base}/page/cookie-policy`);
    expect(uncached?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contenuto non disponibile' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('WordPress never reached', () => {
  // A storefront whose WordPress address answers nothing (port 9 refuses): the footer is the
  // shell's own fallback from the first page on, with no menu cached from before.
  const PORT = sidePort(4);
  let storefront: SideStorefront | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    storefront = await startSideStorefront(PORT, { CMS_URL: 'http://127.0.0.1:9' });
  });

  test.afterAll(async () => {
    await storefront?.stop();
  });

  test('then every link of the fallback footer leads to a page that exists', async ({
    consentGiven: page,
  }) => {
    await page.goto(`http://127.0.0.1:${PORT}/faq`);
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Link utili' });
    await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // Followed on the run's own storefront, whose WordPress is up: each answers its page, none
    // sends the shopper on to /not-found.
    for (const href of hrefs) {
      expect(href, 'an in-app path').toMatch(/^\/[a-z-]/);
      const answer = await page.request.get(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
    }
  });
});
