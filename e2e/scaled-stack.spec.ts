import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { editorRest } from '../cms/rest.mjs';
import { type ScaledShop, startScaledScratch } from '../scripts/start-scaled.mjs';
import {
  refillSeconds,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_LOGIN,
} from '../src/platform/server/defence/rate-limits';
import { logIn } from './fixtures';
import { errorText, signInFrom, tooManyText } from './from-address';
import { expectForgedMarksRefused } from './security/forged-marks';

/**
 * The shop scaled out (issue 31, docs/deploy.md): two storefront processes behind Varnish with
 * their own backend and WordPress, on free ports and in a scratch directory (repeated runs and
 * parallel workers never meet). An editor's change reaches Varnish and each process; a shopper's
 * page is never kept; nobody outside the storefront may purge. Every wait is for a state, bounded
 * by the test's timeout.
 */
const SECRET = 'scaled-e2e-purge-secret';

let shop: ScaledShop;
let scratch = '';

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  // WordPress installs and seeds afresh: most of this time; a machine half as fast needs the room.
  test.setTimeout(180_000);
  scratch = mkdtempSync(join(tmpdir(), 'sporta-scaled-e2e-'));
  shop = await startScaledScratch({ scratch, purgeSecret: SECRET });
});

test.afterAll(async () => {
  await shop?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });

/** WordPress's REST API as the editor (its application password). */
function wordpress(route: string, body?: Record<string, unknown>): Promise<unknown> {
  const admin = shop.cmsAdmin;
  if (!admin) throw new Error('The scaled stack started its own WordPress');
  return editorRest({ url: shop.cmsUrl, admin }, route, body);
}

const savePage = (fields: Record<string, string>, id?: number) =>
  wordpress(`pages${id ? `/${id}` : ''}`, { status: 'publish', ...fields }) as Promise<{
    id: number;
  }>;

/** Asks `url` until Varnish answers it from its cache (a first visit fills it). */
async function keptByVarnish(url: string): Promise<void> {
  await expect
    .poll(async () => (await get(url)).headers.get('x-sporta-varnish'), { message: url })
    .toBe('HIT');
}

test('given a page kept by Varnish and by each process, when an editor changes it, then every one shows the change', async () => {
  const slug = `scalata-${Date.now()}`;
  const { id } = await savePage({ title: 'Prima versione', slug, content: '<p>Testo uno</p>' });
  const path = `/page/${slug}`;

  const first = await get(`${shop.url}${path}`);
  expect(await first.text()).toContain('Testo uno');
  const kept = await get(`${shop.url}${path}`);
  expect(kept.headers.get('x-sporta-varnish')).toBe('HIT');
  expect(await kept.text()).toContain('Testo uno');
  for (const instance of shop.instances) {
    await get(`${instance}${path}`);
    const again = await get(`${instance}${path}`);
    expect(again.headers.get('x-sporta-page-cache')).toBe('HIT');
    expect(await again.text()).toContain('Testo uno');
  }

  await savePage({ content: '<p>Testo due</p>' }, id);

  // WordPress's purge reached one process; it passed it on. Kept pages live 30 s: seeing the
  // change at once (well within that) is the proof.
  for (const origin of [shop.url, ...shop.instances]) {
    await expect
      .poll(async () => (await (await get(`${origin}${path}`)).text()).includes('Testo due'), {
        message: `${origin}${path} shows the change`,
        timeout: 15_000,
      })
      .toBe(true);
  }
});

test('given an FAQ category renamed, then the pages showing FAQ render again and the others stay kept (surrogate keys)', async () => {
  const stamp = Date.now();
  const at = (path: string) => `${shop.url}${path}?k=${stamp}`;
  const [faq, home, category] = [at('/faq'), at('/'), at('/category/pasta')];
  for (const url of [faq, home, category]) await keptByVarnish(url);
  // Each process keeps the category page in its own cache too.
  const inProcess = shop.instances.map((instance) => `${instance}/category/pasta?k=${stamp}`);
  for (const url of inProcess) {
    await get(url);
    expect((await get(url)).headers.get('x-sporta-page-cache'), url).toBe('HIT');
  }
  const faqTags = (await get(faq)).headers;
  // Tags are for the caches: Varnish keeps them to itself.
  expect(faqTags.get('x-sporta-keys')).toBeNull();
  const direct = await get(`${shop.instances[0]}/faq?k=${stamp}`);
  expect(direct.headers.get('x-sporta-keys')).toMatch(/(^|,)faq:categories(,|$)/);

  const [first] = (await wordpress('faq_category?per_page=1')) as { id: number; name: string }[];
  if (!first) throw new Error('WordPress has no FAQ category');
  const name = `Domande ${stamp}`;
  await wordpress(`faq_category/${first.id}`, { name });

  await expect
    .poll(async () => (await (await get(faq)).text()).includes(name), { message: faq })
    .toBe(true);
  for (const url of [home, category]) {
    expect((await get(url)).headers.get('x-sporta-varnish'), url).toBe('HIT');
  }
  // The purge reached every process and left their category page kept.
  for (const url of inProcess) {
    expect((await get(url)).headers.get('x-sporta-page-cache'), url).toBe('HIT');
  }
  for (const instance of shop.instances) {
    expect(await (await get(`${instance}/faq?k=${stamp}`)).text()).toContain(name);
  }
  await wordpress(`faq_category/${first.id}`, { name: first.name });
});

test("given a signed-in shopper, then her pages are never kept with her name, and a guest after her gets the guests' page", async ({
  browser,
}) => {
  const path = `/category/pasta?t=${Date.now()}`;
  const shopper = await browser.newContext({ baseURL: shop.url, serviceWorkers: 'block' });
  const page = await shopper.newPage();
  await logIn(page, 'giulia.bianchi@example.it');
  const seen: (string | undefined)[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto(path);
    seen.push(response?.headers()['x-sporta-varnish']);
    await expect(page.getByRole('button', { name: 'Giulia, Il mio account' })).toBeVisible();
    if (visit > 0) expect(await response?.text()).not.toContain('Giulia');
  }
  // The first page asks the API who she is (and marks the session); then the signed-in shoppers'
  // shared page of her price context, kept by Varnish, with nobody's name in it.
  expect(seen).toEqual(['MISS', 'MISS', 'HIT']);
  // A page-readable cookie of hers changing (the unread count, written by the page) keeps the
  // same shared page: the storefront's Vary: Cookie is not Varnish's key.
  await shopper.addCookies([{ name: 'sporta_unread_messages', value: '7', url: shop.url }]);
  const again = await page.goto(path);
  expect(again?.headers()['x-sporta-varnish']).toBe('HIT');
  expect(again?.headers().vary).toContain('Cookie');
  // Her cart, filled meanwhile: the kept page still holds nobody's count, her browser shows hers.
  const productId = await page
    .locator('[data-cart-slot]')
    .first()
    .evaluate((slot) => Number(JSON.parse(slot.getAttribute('data-cart-slot') ?? '{}').productId));
  const added = await page.evaluate(async (id) => {
    const answer = await fetch('/ebsn/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: id, quantity: 2 }] }),
    });
    return ((await answer.json()) as { data?: { totalItems?: number } }).data?.totalItems;
  }, productId);
  expect(added).toBeGreaterThan(0);
  // The first visit after the add may be rendered afresh (the add can change what her mark says);
  // the next one is the kept page of her price context.
  await page.goto(path);
  const withCart = await page.goto(path);
  expect(withCart?.headers()['x-sporta-varnish']).toBe('HIT');
  expect(withCart?.headers()['x-sporta-shared']).toMatch(/^s/);
  expect(await withCart?.text()).toMatch(/data-cart-count aria-hidden="true" hidden>\s*0\s*</);
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText(String(added));
  // Her own pages: rendered for her every time.
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await page.goto('/profile/advanced-security');
    expect(response?.headers()['x-sporta-varnish']).toBe('MISS');
    await expect(page.getByRole('button', { name: 'Giulia, Il mio account' })).toBeVisible();
  }

  const guest = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const guestPage = await guest.newPage();
    const response = await guestPage.goto(`${shop.url}${path}`);
    // The guests' page, not the one of her price context.
    expect(response?.headers()['x-sporta-shared']).toBe('gw0d0t0');
    expect(await response?.text()).not.toContain('Giulia');
    await expect(guestPage.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible();
  } finally {
    await guest.close();
    await shopper.close();
  }
});

test('given a forged, tampered or replayed shared-page mark, then Varnish keeps no page for other visitors (issue 37)', async ({
  browser,
}) => {
  await expectForgedMarksRefused(browser, shop.url, 'x-sporta-varnish');
});

test("given an editor's preview, then it passes Varnish and no cache keeps it (issue 41)", async () => {
  const draft = (await wordpress('pages', {
    status: 'draft',
    title: 'Bozza dietro Varnish',
    content: '<p>Visibile solo in anteprima</p>',
  })) as { id: number };
  const autosave = (await wordpress(`pages/${draft.id}/autosaves`, {
    title: 'Bozza dietro Varnish',
    content: '<p>Visibile solo in anteprima, rivista</p>',
  })) as { preview_link: string };
  const link = new URL(autosave.preview_link);
  expect(link.origin).toBe(shop.url);
  for (const round of ['first', 'second']) {
    const answer = await get(link.href);
    expect(answer.status, round).toBe(200);
    expect(answer.headers.get('cache-control'), round).toBe('private, no-store');
    expect(answer.headers.get('x-sporta-varnish'), round).toBe('MISS');
    expect(await answer.text(), round).toContain('Visibile solo in anteprima, rivista');
  }
  for (const instance of shop.instances) {
    const again = await get(`${instance}${link.pathname}${link.search}`);
    expect(again.headers.get('x-sporta-page-cache')).not.toBe('HIT');
  }
});

test('given a BAN or PURGE without the storefront secret, then Varnish refuses it and keeps its pages', async () => {
  const path = `/faq?t=${Date.now()}`;
  await get(`${shop.url}${path}`);
  await expect
    .poll(async () => (await get(`${shop.url}${path}`)).headers.get('x-sporta-varnish'))
    .toBe('HIT');
  for (const method of ['BAN', 'PURGE']) {
    for (const secret of [undefined, 'wrong-secret']) {
      const answer = await fetch(`${shop.url}${path}`, {
        method,
        headers: secret ? { 'x-sporta-purge-secret': secret } : {},
      });
      expect(answer.status).toBe(403);
    }
  }
  expect((await get(`${shop.url}${path}`)).headers.get('x-sporta-varnish')).toBe('HIT');
});

test("given two processes, then a login's and an address's allowance of sign-ins are the shop's, not each process's", async () => {
  // A login tried from many addresses: Varnish would alternate the processes, each seeing half.
  // One no other test here signs in with (each sign-in spends one of its allowance).
  const login = 'indovina.password@example.it';
  for (let attempt = 1; attempt <= SIGN_IN_PER_LOGIN.attempts; attempt += 1) {
    const answer = await signInFrom(shop.url, `127.0.30.${attempt}`, login, 'sbagliata');
    expect(answer.status, `attempt ${attempt}`).toBe(200);
  }
  const overLogin = await signInFrom(shop.url, '127.0.30.100', login, 'Segreta1');
  expect(overLogin.status).toBe(429);
  // At most the refill time: the bucket refills while the attempts are made.
  expect(Number(overLogin.retryAfter)).toBeLessThanOrEqual(refillSeconds(SIGN_IN_PER_LOGIN));
  expect(errorText(overLogin)).toBe(tooManyText(Number(overLogin.retryAfter)));

  // One address trying many logins: Varnish's own count refuses it, in the same words.
  for (let attempt = 1; attempt <= SIGN_IN_PER_ADDRESS.attempts; attempt += 1) {
    const answer = await signInFrom(shop.url, '127.0.31.1', `nessuno${attempt}@example.it`, 'x');
    expect(answer.status, `attempt ${attempt}`).toBe(200);
  }
  const overAddress = await signInFrom(shop.url, '127.0.31.1', 'ancora@example.it', 'x');
  expect(overAddress.status).toBe(429);
  expect(Number(overAddress.retryAfter)).toBeLessThanOrEqual(refillSeconds(SIGN_IN_PER_ADDRESS));
  expect(errorText(overAddress)).toBe(tooManyText(Number(overAddress.retryAfter)));
  // Another address is not refused.
  expect((await signInFrom(shop.url, '127.0.31.2', 'ancora@example.it', 'x')).status).toBe(200);
});
