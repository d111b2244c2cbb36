// @vitest-environment node
import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyToEbsn } from './ebsn-proxy';
import { UPLOAD_MARGIN_BYTES, UPLOAD_MAX_BODY_BYTES } from './proxy-request';
import { Jar, OK_REPLY, type Seen, startUpstream } from './proxy-test-upstream';

/**
 * The upload of the facilitated-delivery certificate (issue 29; account §9 "Upload limit 5 MB"):
 * its own limit, 5 MB plus the multipart wrapping, over which the proxy answers 413 with the
 * Italian envelope — before reading when the Content-Length says so, mid-stream otherwise —
 * and a body within it streams to the upstream whole. "Reached the upstream" is what the
 * upstream answered: a streamed body cut at the limit never ends there.
 */
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let answered: Seen[];
const SHOP = 'http://127.0.0.1:4321';
const UPLOAD = 'iperal-registration/facilitated_delivery';

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.state.seen = [];
  answered = [];
  upstream.state.reply = (entry) => {
    answered.push(entry);
    return OK_REPLY(entry);
  };
});

const call = (path: string, init: RequestInit) =>
  proxyToEbsn(
    new Request(`${SHOP}/ebsn/api/${path}`, {
      ...init,
      headers: { 'sec-fetch-site': 'same-origin', ...init.headers },
    }),
    path,
    new Jar(),
    upstream.base,
  );

const errorOf = async (response: Response) =>
  ((await response.json()) as { response: { errors: { error: string }[] } }).response.errors[0]
    ?.error;

/** A chunked body of `total` bytes in 64 KiB chunks; `pulled` counts the bytes handed out. */
function chunked(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(64 * 1024, total - counter.pulled);
      if (size <= 0) return controller.close();
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, counter };
}

describe('the upload limit of the /ebsn/api proxy', () => {
  it('is 5 MB and a margin for the multipart wrapping, larger than the 1 MB of other calls', () => {
    expect(UPLOAD_MAX_BODY_BYTES).toBe(MAX_ATTACHMENT_BYTES + UPLOAD_MARGIN_BYTES);
    expect(UPLOAD_MARGIN_BYTES).toBeLessThanOrEqual(16 * 1024);
  });

  it('given a Content-Length over it, then 413 with the Italian envelope before a byte is read', async () => {
    const { stream, counter } = chunked(6 * 1024 * 1024);
    const response = await call(UPLOAD, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(6 * 1024 * 1024),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('La richiesta è troppo grande.');
    expect(upstream.state.seen).toHaveLength(0);
    // Only what the stream queued on its own before anyone read: nothing was pulled to count.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('given a chunked body over it, then 413 once past the limit, and the upstream never gets it whole', async () => {
    const { stream, counter } = chunked(UPLOAD_MAX_BODY_BYTES + 512 * 1024);
    const response = await call(UPLOAD, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('La richiesta è troppo grande.');
    expect(answered).toHaveLength(0);
    // Cut at the limit: the rest of the body is never pulled.
    expect(counter.pulled).toBeLessThan(UPLOAD_MAX_BODY_BYTES + 256 * 1024);
  });

  it('given a body within it, then it streams to the upstream whole, its content type kept', async () => {
    const form = new FormData();
    form.set('reason', 'Invalidità');
    form.set('attachment', new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES)]), 'c.pdf');
    const body = new Request('http://x/', { method: 'POST', body: form });
    const response = await call(UPLOAD, {
      method: 'POST',
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
      body: body.body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(answered).toHaveLength(1);
    expect(answered[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answered[0]?.body.length).toBeGreaterThan(MAX_ATTACHMENT_BYTES);
  });

  it('given another call with a body over 1 MB, then still 413: only the upload has the larger limit', async () => {
    const response = await call('cart/add', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(upstream.state.seen).toHaveLength(0);
  });
});
