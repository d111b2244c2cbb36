import type { CategoryNode } from '@sporta/ui-kit';
import { expect, test, waitForShell } from './fixtures';

/**
 * Issue 38 §3: every link of the shop's menus leads to a page with content. "Offerte", the main
 * menu's first link, once led to "Pagina non trovata". The header and footer come from
 * WordPress; the categories drawer from the category tree it loads.
 */
const slugsOf = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [node.slug, ...slugsOf(node.children ?? [])]);

test('every link of the header, the footer and the categories drawer leads to a page with content', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShell(page);
  const menuLinks = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const { categories } = (await (await page.request.get('/api/category-tree')).json()) as {
    categories: CategoryNode[];
  };
  expect(categories.length).toBeGreaterThan(0);
  const paths = new Set([
    ...menuLinks.filter((href) => href.startsWith('/') && !href.startsWith('//')),
    ...slugsOf(categories).map((slug) => `/category/${slug}`),
  ]);
  expect([...paths]).toEqual(expect.arrayContaining(['/offerte', '/vantaggi', '/faq']));

  const dead: string[] = [];
  for (const path of paths) {
    const answer = await page.request.get(path);
    const html = await answer.text();
    const landed = new URL(answer.url()).pathname;
    if (!answer.ok() || landed === '/not-found' || !/<h1[\s>]/.test(html))
      dead.push(`${path} → ${answer.status()} ${landed}`);
  }
  expect(dead).toEqual([]);
});

test('/offerte lists the promotions, and only them', async ({ page }) => {
  await page.goto('/offerte');
  await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
  const cards = page
    .locator('main article, main li')
    .filter({ has: page.locator('a[href^="/product/"]') });
  await expect(cards.first()).toBeVisible();
  // Every card shown carries its promotion's badge or a struck standard price.
  const plain = await page.locator('a[href^="/product/"]').evaluateAll(
    (links) =>
      links.filter((link) => {
        const card = link.closest('article, li');
        return card && !card.querySelector('s, [class*="promo"]');
      }).length,
  );
  expect(plain).toBe(0);
});
