import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/**
 * The shell's islands are kept once rendered, per props and prefix (src/app/kept-islands.ts,
 * scripts/render-fixes.mjs): a kept island must never show one page's props on another, nor
 * lose the useId prefix the browser hydrates it with.
 */
const islandsOf = (html: string) =>
  [
    ...html.matchAll(
      /<astro-island uid="[^"]*" prefix="(r\d+)" component-url="[^"]*\/(\w+)\.[^"]*"/g,
    ),
  ].map(([, prefix, name]) => ({ prefix, name }));

const searchBoxValue = (html: string) =>
  /<input id="topbar-search"[^>]* value="([^"]*)"/.exec(html)?.[1];

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  return answer.text();
}

test.describe('the shell islands kept between pages', () => {
  test('given searches for other words, then each page’s search box holds its own, escaped', async ({
    request,
  }) => {
    expect(searchBoxValue(await pageHtml(request, '/search?q=pasta'))).toBe('pasta');
    expect(searchBoxValue(await pageHtml(request, '/search?q=riso'))).toBe('riso');
    expect(searchBoxValue(await pageHtml(request, '/search?q=pasta&x=2'))).toBe('pasta');
    const hostile = await pageHtml(
      request,
      `/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(searchBoxValue(hostile)).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('given a page rendered twice, then every island keeps a prefix of its own and its ids carry it', async ({
    request,
  }) => {
    const first = await pageHtml(request, '/faq?visit=1');
    const again = await pageHtml(request, '/faq?visit=2');
    const islands = islandsOf(again);
    expect(islands.map(({ name }) => name)).toContain('LoginDialog');
    expect(islands).toEqual(islandsOf(first));
    expect(new Set(islands.map(({ prefix }) => prefix)).size).toBe(islands.length);
    // The cart drawer's title is named by useId: with its island's prefix, as the browser makes it.
    const drawer = islands.find(({ name }) => name === 'CartDrawer');
    expect(again).toMatch(
      new RegExp(`<dialog id="drawer-cart" aria-labelledby="_${drawer?.prefix}R_`),
    );
  });

  test('given a guest’s page kept, then a signed-in shopper’s cart drawer is her own', async ({
    page,
  }) => {
    const guestText = 'necessario autenticarsi per visualizzare il carrello';
    expect(await pageHtml(page.request, '/faq?as=guest')).toContain(guestText);
    await logIn(page, 'giulia.bianchi@example.it');
    const signedIn = await pageHtml(page.request, '/faq?as=shopper');
    expect(signedIn).toContain('id="drawer-cart"');
    expect(signedIn).not.toContain(guestText);
  });
});
