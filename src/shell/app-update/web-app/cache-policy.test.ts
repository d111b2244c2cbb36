import { describe, expect, it } from 'vitest';
import {
  hashedAssetsOf,
  isNeverCached,
  mayCache,
  mayServeFromCache,
  staticImportsOf,
} from './cache-policy';

const ORIGIN = 'https://www.sporta.it';
const get = (path: string, method = 'GET') => ({ method, url: `${ORIGIN}${path}` });
const answer = (headers: Record<string, string> = {}, status = 200, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
});

describe('the service worker cache policy', () => {
  it('keeps the offline page and hashed assets', () => {
    expect(mayCache(get('/no-connection'), answer(), ORIGIN)).toBe(true);
    expect(
      mayCache(
        get('/_astro/Shell.B6kyi9Vu.js'),
        answer({ 'cache-control': 'public, immutable' }),
        ORIGIN,
      ),
    ).toBe(true);
  });

  it('never keeps or answers the EBSN API, the shop API or personal pages', () => {
    for (const path of [
      '/ebsn/api/cart',
      '/ebsn/api/auth/login?x=1',
      '/api/content/purge',
      '/profile',
      '/profile/orders',
      '/checkout',
      '/payment/3',
      '/cart/payment-completed/12',
      '/backoffice',
    ]) {
      expect(isNeverCached(new URL(`${ORIGIN}${path}`).pathname), path).toBe(true);
      expect(mayServeFromCache(get(path), ORIGIN), path).toBe(false);
      expect(mayCache(get(path), answer(), ORIGIN), path).toBe(false);
    }
  });

  it('leaves other pages to the network: they may name the shopper', () => {
    for (const path of ['/', '/category/pasta', '/faq', '/login']) {
      expect(mayServeFromCache(get(path), ORIGIN), path).toBe(false);
    }
    // A path that only starts like a private one is not private, and not cached either.
    expect(isNeverCached('/profiles-of-taste')).toBe(false);
    expect(isNeverCached('/apiary')).toBe(false);
  });

  it('never keeps other methods, other origins or incomplete answers', () => {
    expect(mayCache(get('/no-connection', 'POST'), answer(), ORIGIN)).toBe(false);
    expect(mayCache(get('/no-connection', 'HEAD'), answer(), ORIGIN)).toBe(false);
    expect(
      mayCache({ method: 'GET', url: 'https://cdn.example/_astro/a.js' }, answer(), ORIGIN),
    ).toBe(false);
    expect(mayCache(get('/no-connection'), answer({}, 206), ORIGIN)).toBe(false);
    expect(mayCache(get('/no-connection'), answer({}, 500), ORIGIN)).toBe(false);
    expect(mayCache(get('/_astro/a.js'), answer({}, 200, 'opaque'), ORIGIN)).toBe(false);
    expect(mayCache(get('/_astro/a.js'), answer({}, 200, 'opaqueredirect'), ORIGIN)).toBe(false);
  });

  it('never keeps an answer that sets a cookie or is private or no-store', () => {
    expect(mayCache(get('/no-connection'), answer({ 'set-cookie': 'sid=1' }), ORIGIN)).toBe(false);
    for (const control of ['private', 'no-store', 'Private, max-age=60', 'max-age=0,no-store']) {
      expect(
        mayCache(get('/no-connection'), answer({ 'cache-control': control }), ORIGIN),
        control,
      ).toBe(false);
    }
    expect(mayCache(get('/no-connection'), answer({ 'cache-control': 'no-cache' }), ORIGIN)).toBe(
      true,
    );
  });
});

describe('what the offline page needs', () => {
  it('reads the scripts and styles a page loads at once, not its islands', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.Cx1.css"><script type="module" src="/_astro/Shell.B6.js"></script>
      <astro-island component-url="/_astro/CartDrawer.C.js" renderer-url="/_astro/client.D.js"></astro-island>
      <img src="/images/x.png"><script src="https://elsewhere.example/_astro/x.js"></script>`;
    expect(hashedAssetsOf(html)).toEqual(['/_astro/a.Cx1.css', '/_astro/Shell.B6.js']);
  });

  it('follows static imports, not dynamic ones', () => {
    const script =
      'import{n as e}from"./rolldown-runtime.W.js";import"./side.E.js";import{r as t}from "./i18n.D.js";const a=()=>import(`./ui-basics.D8.js`),b=()=>import("./late.js");';
    expect(staticImportsOf(script, '/_astro/Shell.B6.js')).toEqual([
      '/_astro/rolldown-runtime.W.js',
      '/_astro/side.E.js',
      '/_astro/i18n.D.js',
    ]);
  });
});
