import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { BACKEND_PORT, CMS_PORT, CONTENT_PURGE_SECRET } from '../playwright.config';
import { rawRequest } from './raw-http';

/**
 * One public origin (issue 25) through the built server: a request naming a host the shop does
 * not serve is answered 421 before the page cache or Astro, and canonical links, the sitemap,
 * robots.txt and the product JSON-LD start with the public origin whatever the request said — so
 * a poisoned request can never leave its origin in a page the cache shares. Raw HTTP: a browser,
 * fetch and Playwright's client all send the Host of their URL.
 */
/** The answer's status, whether the page cache held it, and its text. */
async function raw(base: string, path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(base, path, { headers });
  return {
    status: answer.status,
    cache: answer.headers['x-sporta-page-cache'] as string | undefined,
    body: answer.body.toString('utf8'),
  };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const sitemapUrls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const sitemapLine = (text: string) => /^Sitemap: (.+)$/m.exec(text)?.[1];

/** The product's absolute addresses in its JSON-LD (Product url, offer url, breadcrumb items). */
function jsonLdUrls(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  const product = blocks.find((block) => block['@type'] === 'Product') as
    | { url: string; offers?: { url: string } }
    | undefined;
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
    | { itemListElement: { item: string }[] }
    | undefined;
  expect(product, 'the product JSON-LD').toBeDefined();
  return [
    product?.url ?? '',
    ...(product?.offers ? [product.offers.url] : []),
    ...(crumbs?.itemListElement.map((crumb) => crumb.item) ?? []),
  ];
}

/** A path no other test asks for: its first answer is rendered, then kept. */
const unique = (path: string) => `${path}?origin-test=${Date.now()}-${Math.random()}`;

/**
 * After a poisoned request, the answers a shopper gets on `base` (rendered, then kept): none names
 * the foreign host, every absolute address starts with `origin`.
 */
async function expectOnlyPublicOrigin(
  base: string,
  origin: string,
  shopper: Record<string, string>,
) {
  const faq = unique('/faq');
  const sitemap = await raw(base, '/sitemap.xml', shopper);
  const product = sitemapUrls(sitemap.body).find((url) => url?.includes('/product/'));
  expect(product, 'a product in the sitemap').toBeDefined();
  const productPath = unique(new URL(product ?? '').pathname);
  for (const visit of ['MISS', 'HIT']) {
    const page = await raw(base, faq, shopper);
    expect([page.status, page.cache]).toEqual([200, visit]);
    expect(canonicalOf(page.body)).toBe(`${origin}/faq`);
    const productPage = await raw(base, productPath, shopper);
    expect([productPage.status, productPage.cache]).toEqual([200, visit]);
    for (const url of jsonLdUrls(productPage.body))
      expect(url.startsWith(`${origin}/`), url).toBe(true);
    for (const answer of [page, productPage]) expect(answer.body).not.toContain('evil.example');
  }
  for (const url of sitemapUrls(sitemap.body))
    expect(url?.startsWith(`${origin}/`), url).toBe(true);
  expect(sitemap.body).not.toContain('evil.example');
  const robots = await raw(base, '/robots.txt', shopper);
  expect(sitemapLine(robots.body)).toBe(`${origin}/sitemap.xml`);
  return { faq, productPath };
}

test.describe('the e2e storefront: its own loopback address is the public origin', () => {
  const base = () => test.info().project.use.baseURL ?? '';

  test('given a foreign Host, then 421 on pages, sitemap, robots, files and the proxy, nothing rendered', async () => {
    const { port } = new URL(base());
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
      `localhost.evil.example:${port}`,
    ]) {
      for (const path of [
        unique('/faq'),
        '/sitemap.xml',
        '/robots.txt',
        '/favicon.svg',
        '/ebsn/api/products?page=1&page_size=1',
      ]) {
        const answer = await raw(base(), path, { host });
        expect([answer.status, answer.cache], `${host} ${path}`).toEqual([421, undefined]);
        expect(answer.body).not.toContain('<');
      }
    }
  });

  test('given poisoned requests, then a shopper after them sees only the public origin in canonical, sitemap, robots and JSON-LD', async () => {
    const origin = new URL(base()).origin;
    const paths = await expectOnlyPublicOrigin(base(), origin, {});
    // The same addresses, poisoned after they were kept: still refused, still the public origin.
    for (const path of [paths.faq, paths.productPath, '/sitemap.xml', '/robots.txt']) {
      expect((await raw(base(), path, { host: 'evil.example' })).status).toBe(421);
    }
    // X-Forwarded-Host without a trusted proxy: nothing reads it, nothing shows it.
    const forwarded = await raw(base(), unique('/faq'), { 'x-forwarded-host': 'evil.example' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).not.toContain('evil.example');
    await expectOnlyPublicOrigin(base(), origin, {});
  });

  test('given another loopback name for the same server, then it is served with links on the public origin', async () => {
    const { origin, port } = new URL(base());
    const page = await raw(base(), unique('/faq'), { host: `localhost:${port}` });
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${origin}/faq`);
  });
});

test.describe('a storefront behind a trusted proxy, with PUBLIC_SITE_URL', () => {
  test.describe.configure({ mode: 'serial' });
  const PUBLIC = 'https://www.sporta.example';
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    // A second built server on a free port, configured as in production behind TLS.
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        PUBLIC_SITE_URL: PUBLIC,
        TRUSTED_PROXY: '1',
        CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
        EBSN_API_URL: `http://127.0.0.1:${BACKEND_PORT}/ebsn/api`,
        CONTENT_PURGE_SECRET,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server?.stdout?.on('data', (chunk) => {
        out += chunk;
        const url = /Sporta storefront: (http:\S+?)\/?$/m.exec(out)?.[1];
        if (url) resolve(url);
      });
      server?.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${out}`)));
    });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("given the proxy's X-Forwarded-Host or the Host naming another site, then 421", async () => {
    for (const headers of [
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-host': 'evil.example, www.sporta.example' },
      { host: 'evil.example', 'x-forwarded-host': 'www.sporta.example' },
      { host: 'www.sporta.example:8443' },
    ]) {
      for (const path of [unique('/faq'), '/sitemap.xml', '/robots.txt']) {
        const answer = await raw(base, path, headers);
        expect(answer.status, `${JSON.stringify(headers)} ${path}`).toBe(421);
      }
    }
  });

  test('given the public host (forwarded or passed on), then every absolute address is PUBLIC_SITE_URL', async () => {
    await expectOnlyPublicOrigin(base, PUBLIC, {
      'x-forwarded-host': 'www.sporta.example',
      'x-forwarded-proto': 'https',
    });
    await expectOnlyPublicOrigin(base, PUBLIC, { host: 'www.sporta.example' });
    // The proxy talking to the loopback address: the links still name the public origin.
    await expectOnlyPublicOrigin(base, PUBLIC, {});
  });
});
