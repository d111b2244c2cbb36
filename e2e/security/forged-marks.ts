/**
 * Issue 37 §2, for the Node page cache and for Varnish alike: a signed-in shopper must never
 * choose the view a page rendered with her session is kept as. Each forged, tampered or
 * replayed mark is sent with her session; the next visitor of that view must not get a HIT.
 */
import { createHash } from 'node:crypto';
import { type Browser, expect } from '@playwright/test';
import { logIn } from '../fixtures';

const SESSION = 'sporta_session';
const MARK = 'sporta_shared';

/** A signed-in shopper's session and the genuine mark the storefront gave it on a shared page. */
async function signedInMark(browser: Browser, base: string, login: string) {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, login);
  await page.goto(`/category/pasta?mark=${Date.now()}`);
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  await context.close();
  expect(value(MARK)).toMatch(/^s/);
  // Every cookie her browser sends, the mark last: sent by hand with another mark in its place.
  const others = cookies
    .filter((cookie) => cookie.name !== MARK)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  return { session: value(SESSION), mark: value(MARK), others };
}

const get = (url: string, cookie?: string) =>
  fetch(url, { headers: { 'accept-encoding': 'gzip', ...(cookie && { cookie }) } });

/**
 * Sends `cookie` for a page no one asked for yet, then a visitor with `visitorCookie` (none: a
 * guest) asks for it twice: never the forger's page (no HIT first), then the visitor's own kept
 * page (HIT: the cache works, so the miss before was a refusal).
 */
async function expectNotKeptForOthers(
  base: string,
  cacheHeader: string,
  cookie: string,
  visitorCookie?: string,
) {
  const url = `${base}/category/pasta?poison=${Date.now()}-${Math.random()}`;
  const forged = await get(url, cookie);
  expect(forged.status).toBe(200);
  expect(forged.headers.get('x-sporta-shared')).toBeNull();
  const visitor = await get(url, visitorCookie);
  expect(visitor.headers.get(cacheHeader), `first visitor of ${url}`).not.toBe('HIT');
  await expect
    .poll(async () => (await get(url, visitorCookie)).headers.get(cacheHeader), { message: url })
    .toBe('HIT');
}

export async function expectForgedMarksRefused(
  browser: Browser,
  base: string,
  cacheHeader: 'x-sporta-page-cache' | 'x-sporta-varnish',
): Promise<void> {
  const giulia = await signedInMark(browser, base, 'giulia.bianchi@example.it');
  const mario = await signedInMark(browser, base, 'mario.rossi@example.it');
  const as = (shopper: { others: string }, mark: string) => `${shopper.others}; ${MARK}=${mark}`;

  // Forged: the guests' view with a digest of her own session, as the mark once was.
  const digest = createHash('sha256').update(giulia.session).digest('base64url').slice(0, 22);
  await expectNotKeptForOthers(base, cacheHeader, as(giulia, `gw0d0t0.${digest}`));
  // Tampered: her own signed-in mark turned into a guest's.
  const tampered = giulia.mark.replace(/^s[^.]+\./, 'gw0d0t0.');
  await expectNotKeptForOthers(base, cacheHeader, as(giulia, tampered));
  // Replayed: Mario's genuine mark with her session; Mario, with his, must not get her page.
  await expectNotKeptForOthers(base, cacheHeader, as(giulia, mario.mark), as(mario, mario.mark));
}
