import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * The /ebsn/api proxy's refusals through the built server (issue 12), with raw HTTP: a browser or
 * Playwright's client would normalise the path or refuse the method before sending it, and some
 * of these never reach the proxy's code (Node's parser, Astro's Request) unless serve.mjs answers.
 */
interface Answer {
  status: number;
  allow: string | undefined;
  type: string | undefined;
  body: string;
}

function raw(method: string, path: string, body?: { chunks: number; size: number }) {
  const base = new URL(test.info().project.use.baseURL ?? '');
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { origin: base.origin },
        // A fresh connection each: some of these answers close theirs, and a reused one resets.
        agent: false,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            allow: response.headers.allow,
            type: response.headers['content-type'],
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    if (!body) {
      request.end();
      return;
    }
    // Chunked, no Content-Length: the proxy has to count. The server may answer (and close)
    // before the last chunk; a write after that is not this test's concern.
    request.on('error', () => {});
    const chunk = Buffer.alloc(body.size, 'a');
    let sent = 0;
    const next = (): void => {
      if (sent === body.chunks || request.destroyed) {
        request.end();
        return;
      }
      sent += 1;
      request.write(chunk, next);
    };
    next();
  });
}

test.describe('the /ebsn/api proxy refuses through the real server', () => {
  test('given TRACE or TRACK, then 405 with Allow, never 500', async () => {
    for (const path of ['/ebsn/api/cart/view', '/']) {
      for (const method of ['TRACE', 'TRACK']) {
        const answer = await raw(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.allow).toBe('GET, HEAD, POST, OPTIONS');
      }
    }
  });

  test('given the issue 12 traversal vector, then 400 and the API version is not shown', async () => {
    const answer = await raw('GET', '/ebsn/api/..%5C..%5Cebsn%5Capi%5Cversion.json');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('minVersion');
    expect(JSON.parse(answer.body).response.errors[0].error).toBe('La richiesta non è valida.');
  });

  test('given a 2 MB chunked body, then 413 with the Italian envelope', async () => {
    const answer = await raw('POST', '/ebsn/api/cart/add', { chunks: 32, size: 64 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).response.errors[0].error).toBe('La richiesta è troppo grande.');
  });

  test('given a method the API does not use, then 405 with Allow', async () => {
    const answer = await raw('DELETE', '/ebsn/api/cart/view');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  test('given the API answering an HTML page, then the browser gets a 502 envelope, not the page', async () => {
    // The reference backend's development payment page is HTML under /ebsn/api.
    const answer = await raw('GET', `/ebsn/api/payment-page/${'0'.repeat(32)}`);
    expect(answer.status).toBe(502);
    expect(answer.type).toContain('application/json');
    expect(answer.body).not.toContain('<');
  });
});
