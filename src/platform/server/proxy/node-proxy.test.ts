// @vitest-environment node
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NodeCookieJar, serveEbsnProxy } from './node-proxy';
import { UPLOAD_MAX_BODY_BYTES } from './proxy-request';
import { OK_REPLY, type Seen, startUpstream } from './proxy-test-upstream';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let shop: ReturnType<typeof createServer>;
let port = 0;
let seen: Seen[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  shop = createServer((incoming, outgoing) => serveEbsnProxy(incoming, outgoing, upstream.base));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  port = (shop.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => shop.close(() => resolve()));
  await upstream.close();
});

beforeEach(() => {
  upstream.state.seen = seen = [];
  upstream.state.reply = OK_REPLY;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP call (no fetch: it would normalise the path and decompress the body). */
function call(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { 'sec-fetch-site': 'same-origin', ...options.headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    for (const chunk of options.body ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

const setCookies = (answer: Answer) => (answer.headers['set-cookie'] ?? []) as string[];

describe('the /ebsn/api proxy on the Node server', () => {
  it('given a call from a shop page, then the upstream gets it and the answer carries the security headers', async () => {
    const answer = await call('/ebsn/api/cart/view?show_sectors=true');
    expect(answer.status).toBe(200);
    expect(seen[0]?.url).toBe('/ebsn/api/cart/view?show_sectors=true');
    expect(JSON.parse(answer.body.toString()).response.status).toBe(0);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('given a first visit, then the installation id is kept in an httpOnly cookie the next call sends', async () => {
    const first = await call('/ebsn/api/cart/view');
    const line = setCookies(first).find((cookie) => cookie.startsWith('sporta_client_uuid='));
    expect(line).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const uuid = /^sporta_client_uuid=([0-9a-f]{32});/.exec(line ?? '')?.[1];
    await call('/ebsn/api/cart/view', { headers: { cookie: `sporta_client_uuid=${uuid}` } });
    expect(seen[1]?.headers['x-ebsn-client-uuid']).toBe(uuid);
  });

  it('given a login answer, then session and account become httpOnly cookies and the next call sends them upstream', async () => {
    upstream.state.reply = () => ({
      status: 200,
      headers: { 'x-ebsn-session': 'sess-1', 'x-ebsn-account': 'acc-1' },
      body: '{"response":{"status":0},"data":{"user":{"userId":7}}}',
    });
    const login = await call('/ebsn/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ['login=a%40b.it&password=x'],
    });
    expect(seen[0]?.body).toBe('login=a%40b.it&password=x');
    expect(login.headers['x-ebsn-session']).toBeUndefined();
    const lines = setCookies(login);
    expect(lines).toContain('sporta_session=sess-1; Path=/; HttpOnly; SameSite=Lax');
    // No "remember me": a session cookie (ebsn-proxy.test.ts has both choices).
    expect(lines).toContain('sporta_account=acc-1; Path=/; HttpOnly; SameSite=Lax');
    await call('/ebsn/api/cart/view', {
      headers: { cookie: 'sporta_session=sess-1; sporta_account=acc-1' },
    });
    expect(seen[1]?.headers['x-ebsn-session']).toBe('sess-1');
    expect(seen[1]?.headers['x-ebsn-account']).toBe('acc-1');
  });

  it('given an expired session (419), then both session cookies are deleted', async () => {
    upstream.state.reply = () => ({ status: 419, body: '' });
    const answer = await call('/ebsn/api/cart/view', {
      headers: { cookie: 'sporta_session=old; sporta_account=old' },
    });
    expect(answer.status).toBe(419);
    const lines = setCookies(answer);
    for (const name of ['sporta_session', 'sporta_account'])
      expect(lines.find((line) => line.startsWith(`${name}=`))).toMatch(
        /Expires=Thu, 01 Jan 1970 00:00:00 GMT/,
      );
  });

  it('given a browser asking for gzip, then a large JSON answer comes compressed and a small one as it is', async () => {
    const big = JSON.stringify({ response: { status: 0 }, data: { text: 'Latte '.repeat(400) } });
    upstream.state.reply = () => ({ status: 200, body: big });
    const compressed = await call('/ebsn/api/cart/view', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body.length).toBeLessThan(big.length / 10);
    expect(gunzipSync(compressed.body).toString()).toBe(big);
    upstream.state.reply = OK_REPLY;
    const small = await call('/ebsn/api/cart/view', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).response.status).toBe(0);
  });

  it('given a path leaving the API, then 400 and nothing reaches the upstream', async () => {
    const answer = await call('/ebsn/api/..%5C..%5Cebsn%5Capi%5Cversion.json');
    expect(answer.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('given a chunked body over the limit, then 413 while it streams and nothing reaches the upstream', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const answer = await call('/ebsn/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Array.from({ length: 20 }, () => chunk),
    }).catch((error: Error) => ({ status: 0, error }));
    // The proxy may close the connection before the client finished sending: either way, refused.
    if (answer.status !== 0) expect(answer.status).toBe(413);
    expect(seen).toHaveLength(0);
    // The connection the refused body was on is closed, so the next call does not hang on it.
    expect((await call('/ebsn/api/cart/view')).status).toBe(200);
  });

  it('given an upload whose Content-Length is over 5 MB and the margin, then 413 in Italian, and the client sending it all still reads it', async () => {
    const size = UPLOAD_MAX_BODY_BYTES + 1;
    const chunk = 'x'.repeat(1024 * 1024);
    const body = Array.from({ length: Math.floor(size / chunk.length) }, () => chunk);
    body.push('x'.repeat(size % chunk.length));
    const answer = await call('/ebsn/api/iperal-registration/facilitated_delivery', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(size),
      },
      body,
    });
    // Read and dropped, not reset: the answer always arrives.
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString()).response.errors[0].error).toBe(
      'La richiesta è troppo grande.',
    );
    expect(seen).toHaveLength(0);
    expect((await call('/ebsn/api/cart/view')).status).toBe(200);
  });

  it('given a chunked upload over the limit, then 413 mid-stream and the upstream never answers it', async () => {
    let answered = 0;
    upstream.state.reply = (entry) => {
      answered += 1;
      return OK_REPLY(entry);
    };
    const chunk = 'x'.repeat(256 * 1024);
    const answer = await call('/ebsn/api/iperal-registration/facilitated_delivery', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      },
      body: Array.from({ length: 24 }, () => chunk),
    }).catch((error: Error) => ({ status: 0, error }));
    if (answer.status !== 0) expect(answer.status).toBe(413);
    expect(answered).toBe(0);
    expect((await call('/ebsn/api/cart/view')).status).toBe(200);
  });

  it('given a HEAD, then the answer has the status and headers but no body', async () => {
    const answer = await call('/ebsn/api/cart/view', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body.length).toBe(0);
  });

  it('given an invoice, then the PDF streams through as an attachment', async () => {
    upstream.state.reply = () => ({
      status: 200,
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 fattura',
    });
    const answer = await call('/ebsn/api/order/invoice?order_id=1');
    expect(answer.headers['content-disposition']).toBe('attachment');
    expect(answer.body.toString()).toBe('%PDF-1.4 fattura');
  });
});

describe('the Node cookie jar', () => {
  it('given cookies in the request, then it reads them and what is set later wins', () => {
    const jar = new NodeCookieJar('a=1; sporta_session=s%201');
    expect(jar.get('sporta_session')?.value).toBe('s 1');
    jar.set('a', '2', { httpOnly: false, sameSite: 'lax', secure: true, path: '/' });
    jar.delete('a', { path: '/' });
    expect(jar.get('a')).toBeUndefined();
    expect(jar.setCookies).toHaveLength(1);
    expect(jar.setCookies[0]).toMatch(/^a=deleted; Path=\/; Expires=/);
  });
});
