import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';

/**
 * The /ebsn/api proxy's refusals through the built server (issue 12), with raw HTTP: a browser or
 * Playwright's client would normalise the path or refuse the method before sending it, and some
 * of these never reach the proxy's code (Node's parser, Astro's Request) unless serve.mjs answers.
 */
interface Answer {
  status: number;
  allow: string | undefined;
  type: string | undefined;
  location: string | undefined;
  body: string;
}

function raw(method: string, path: string) {
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
            location: response.headers.location,
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
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

  // Issue 37: a Tomcat- or Spring-based EBSN resolves `..;` as `..`; the fake sign-in pages would
  // sign anyone in. Each is refused before the API is called.
  test('given a matrix parameter or the fake identity provider, then 400', async () => {
    for (const path of [
      '/ebsn/api/..;/_dev/now',
      '/ebsn/api/..%3B/cart/view',
      '/ebsn/api/cart;x=1/view',
      '/ebsn/api/sign-in-page/google',
    ]) {
      const answer = await raw('GET', path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).response.errors[0].error).toBe('La richiesta non è valida.');
    }
    const signIn = await raw('POST', '/ebsn/api/sign-in-page/google?account=1002');
    expect(signIn.status).toBe(400);
    expect(signIn.location).toBeUndefined();
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

test.describe('leaving the shop for an address the API gave', () => {
  const leave = (to: string) => raw('GET', `/leave?to=${encodeURIComponent(to)}`);

  test('given a path of the shop or the API host (the development payment page), then 303 there', async () => {
    expect(await leave('/faq')).toMatchObject({ status: 303 });
    expect((await leave('/faq')).location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/faq$/);
    const backend = `http://127.0.0.1:${BACKEND_PORT}`;
    const payment = `${backend}/ebsn/api/payment-page/${'0'.repeat(32)}`;
    expect(await leave(payment)).toMatchObject({ status: 303, location: payment });
  });

  for (const to of [
    'http://evil.example/pagamento',
    '//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `http://user@127.0.0.1:${BACKEND_PORT}/ebsn/api/payment-page/x`,
  ]) {
    test(`given ${to}, then an Italian page says no and nothing is opened`, async () => {
      const answer = await leave(to);
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
      expect(answer.body).toContain('Collegamento non consentito');
      expect(answer.body).not.toContain('evil.example');
    });
  }
});

test.describe('the sign-in vector of issue 12 in a real browser', () => {
  test('given the fake sign-in page address with a script in its return address, then nothing runs on the shop origin', async ({
    page,
  }) => {
    let alerted = false;
    page.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    const vector =
      '/ebsn/api/sign-in-page/google?return=x%3A%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(document.domain)%3E';
    // Refused before anything else: the fake provider's pages are never forwarded (400, issue 37);
    // the cross-site guard (403) and the HTML refusal (502) stand behind.
    const response = await page.goto(vector);
    expect(response?.status()).toBe(400);
    expect(response?.headers()['content-type']).toContain('application/json');
    await expect(page.locator('img')).toHaveCount(0);
    expect(alerted).toBe(false);
  });
});
