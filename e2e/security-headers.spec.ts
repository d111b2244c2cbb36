import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * The security headers of issue 12 on what the storefront answers: pages (Astro's CSP, sent as a
 * header), static files served by scripts/serve.mjs and the /ebsn/api proxy.
 */
test.describe('security headers', () => {
  test('given / and /faq, then the page CSP has no inline scripts and forbids framing', async ({
    request,
  }) => {
    for (const path of ['/', '/faq']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // Plain http here: HSTS only over https (or a trusted proxy saying so).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    // Players are allowed where WordPress HTML can embed them, not on the FAQ list.
    const home = (await request.get('/')).headers()['content-security-policy'];
    expect(home).toContain('frame-src');
    expect(home).toContain('https://www.youtube-nocookie.com');
    expect((await request.get('/faq')).headers()['content-security-policy']).not.toContain(
      'frame-src',
    );
  });

  test('given a static file, a file the shop writes and an /ebsn/api answer, then they are nosniff and not framable', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const bundle = html.match(/src="(\/_astro\/[^"]+\.js)"/)?.[1];
    expect(bundle).toBeDefined();
    // robots.txt and the manifest skip the pages' chain (src/middleware.ts), never these headers.
    for (const path of [
      '/favicon.svg',
      bundle ?? '',
      '/robots.txt',
      '/manifest.webmanifest',
      '/ebsn/api/products?page=1&page_size=1',
    ]) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  test.describe('another origin framing /faq', () => {
    let server: Server;
    let origin = '';

    test.beforeAll(async ({ baseURL }) => {
      server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Altro sito</title><iframe src="${baseURL}/faq" title="Sporta"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      // localhost, not 127.0.0.1: another origin than the storefront's.
      origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    });

    test.afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    test('then the frame does not show the page', async ({ page, baseURL, allowConsoleErrors }) => {
      // The refusal this journey checks, as Chromium logs it.
      allowConsoleErrors(
        /^Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
      );
      const faqAnswer = page.waitForResponse((response) => response.url().endsWith('/faq'));
      await page.goto(origin);
      // The storefront answered; the browser refused to show it (frame-ancestors 'none').
      expect((await faqAnswer).status()).toBe(200);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame).toBeDefined();
      await expect.poll(() => frame?.url()).not.toBe('about:blank');
      expect(frame?.url()).not.toBe(`${baseURL}/faq`);
      await expect(page.frameLocator('iframe').locator('.faq-categories, main')).toHaveCount(0);
    });
  });
});
