import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { rawRequest } from './raw-http';

/**
 * A page is rendered to one buffer and sent as it is (scripts/render-fixes.mjs,
 * src/platform/server/whole-body.ts, issue 42): its bytes must be the page's UTF-8, whole, with
 * the length it says — plain, gzipped, or only its headers. Raw HTTP (raw-http.ts).
 */
const raw = (base: string, path: string, method: string, encoding: string) =>
  rawRequest(base, path, { method, headers: { accept: 'text/html', 'accept-encoding': encoding } });

// A query of its own per request: rendered, not taken from the page cache.
let visit = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}whole=${++visit}`;

test.describe('a page sent whole', () => {
  test('given a listing with prices, then its bytes are the page’s UTF-8 and as long as it says', async ({
    baseURL,
  }) => {
    const answer = await raw(baseURL ?? '', fresh('/category/pasta'), 'GET', 'identity');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    const html = answer.body.toString('utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // Characters beyond Latin-1 (the euro sign) written as UTF-8, none replaced.
    expect(html).toMatch(/\d,\d\d\s€/);
    expect(html).not.toContain('\uFFFD');
  });

  test('given a browser taking gzip, then the zipped page is whole and as long as it says', async ({
    baseURL,
  }) => {
    const answer = await raw(baseURL ?? '', fresh('/search?q=pasta'), 'GET', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    const html = gunzipSync(answer.body).toString('utf8');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toMatch(/\d,\d\d\s€/);
  });

  test('given a HEAD request, then only the headers go out, with the page’s length', async ({
    baseURL,
  }) => {
    const path = fresh('/faq');
    const head = await raw(baseURL ?? '', path, 'HEAD', 'identity');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(10_000);
  });

  test('given a page that is not there, then its refusal is whole too', async ({ baseURL }) => {
    const answer = await raw(baseURL ?? '', fresh('/pagina-che-non-esiste'), 'GET', 'identity');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    expect(answer.body.toString('utf8')).toContain('</html>');
  });
});
