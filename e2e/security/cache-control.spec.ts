import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInFreshShopper, test } from '../fixtures';

/**
 * Issue 37 §3: every answer that is not a shared page or a file made for everyone says
 * `Cache-Control: private, no-store`. The walk reads src/pages itself, so a new route is walked
 * the day it lands (a dynamic one needs its sample address below, or this fails).
 */
const PAGES = join(import.meta.dirname, '..', '..', 'src', 'pages');

/** A real address for each dynamic route. */
const SAMPLES: Record<string, string[]> = {
  'cart/payment-completed/[orderId]': ['/cart/payment-completed/1'],
  'cart/payment-error/[orderId]': ['/cart/payment-error/1'],
  'category/[...slug]': ['/category/pasta', '/category/non-esiste'],
  'ebsn/api/[...path]': [
    '/ebsn/api/cart/view',
    '/ebsn/api/version.json',
    '/ebsn/api/auth/user-info',
    '/ebsn/api/..;/cart/view',
  ],
  'faq/[categoryName]': ['/faq/non-esiste'],
  'page/[pageName]': ['/page/non-esiste'],
  'slides/[ids]': ['/slides/1', '/slides/non-esiste'],
  'product/[slug]': ['/product/spaghetti-n5', '/product/non-esiste'],
  'profile/addresses/manage/[...id]': ['/profile/addresses/manage', '/profile/addresses/manage/1'],
  'profile/lists/[listId]': ['/profile/lists/1'],
  'profile/orders/[orderId]': ['/profile/orders/1'],
  'social-redir/[provider]': ['/social-redir/google'],
};

/** Made for everyone and said so: robots, the sitemap, the manifest, the app links, the tree. */
const PUBLIC =
  /^\/(robots\.txt|sitemap\.xml|manifest\.webmanifest|\.well-known\/.+|api\/category-tree)$/;
/** Pages that end the session: walked last. */
const SIGNING_OUT = ['/logout', '/backoffice/esci'];

function routes(): string[] {
  const files = readdirSync(PAGES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|ts)$/.test(entry.name))
    .map((entry) =>
      relative(PAGES, join(entry.parentPath, entry.name)).replace(/\.(astro|ts)$/, ''),
    );
  return files.flatMap((route) => {
    if (route.includes('[')) {
      const samples = SAMPLES[route];
      if (!samples) throw new Error(`No sample address for the route ${route}: add one`);
      return samples;
    }
    const path = `/${route.replace(/(^|\/)index$/, '')}`;
    return [path.length > 1 ? path.replace(/\/$/, '') : path];
  });
}

async function walk(request: APIRequestContext, paths: string[]) {
  const wrong: string[] = [];
  for (const path of paths) {
    const answer = await request.get(path, { maxRedirects: 0 });
    const cacheControl = answer.headers()['cache-control'];
    const shared = answer.headers()['x-sporta-shared'];
    const fine = shared
      ? cacheControl === 'private, no-cache' || /public/.test(cacheControl ?? '')
      : PUBLIC.test(path) && answer.ok()
        ? /public/.test(cacheControl ?? '')
        : cacheControl === 'private, no-store';
    if (!fine) wrong.push(`${path} → ${answer.status()} ${cacheControl ?? '(none)'}`);
  }
  expect(wrong).toEqual([]);
}

test.describe('cache-control on every route', () => {
  test('for a guest, every answer but shared ones is private and kept by no cache', async ({
    request,
  }) => {
    // The app's offline page as a browser without cookies sees it: nobody's, kept by the service
    // worker and asked again each time; once the walk has given this client a session, private.
    const offline = await request.get('/no-connection');
    expect(offline.headers()['cache-control']).toBe('public, no-cache');
    const all = routes();
    expect(all.length).toBeGreaterThan(60);
    await walk(request, all);
    const options = await request.fetch('/ebsn/api/cart/view', { method: 'OPTIONS' });
    expect(options.headers()['cache-control']).toBe('private, no-store');
  });

  test('for a signed-in shopper too, her orders, addresses and checkout above all', async ({
    page,
  }) => {
    await signInFreshShopper(page, { orders: true, addressChosen: true });
    const all = routes();
    expect(all).toEqual(
      expect.arrayContaining(['/profile/orders', '/profile/addresses', '/checkout']),
    );
    await walk(
      page.request,
      all.filter((path) => !SIGNING_OUT.includes(path)),
    );
    await walk(page.request, SIGNING_OUT);
  });
});
