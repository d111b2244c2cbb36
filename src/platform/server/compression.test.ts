import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, renderWhole } from './compression';
import { keepWholeBody, wholeBodyOf } from './whole-body';

const PAGE = '<!DOCTYPE html><p>Spaghetti n. 5 — 1,29 €</p>';
const page = () => new Response(PAGE, { headers: { 'content-type': 'text/html' } });
const asking = (encoding: string) =>
  new Request('http://127.0.0.1/faq', { headers: { 'accept-encoding': encoding } });

describe('a page sent whole (issue 42)', () => {
  it('given a page rendered to one buffer, then it is passed on as it is, not read and copied', async () => {
    const bytes = new TextEncoder().encode(PAGE);
    const rendered = keepWholeBody(
      new Response(bytes, { headers: { 'content-type': 'text/html' } }),
      bytes,
    );
    const whole = await renderWhole(async () => rendered);
    expect(whole).toBe(rendered);
    expect(wholeBodyOf(whole)).toBe(bytes);
  });

  it('given a page that only has its stream, then it is read to its end and its body kept', async () => {
    const whole = await renderWhole(async () => page());
    expect(new TextDecoder().decode(wholeBodyOf(whole))).toBe(PAGE);
    expect(await whole.text()).toBe(PAGE);
  });

  it('given a refusal, then it is left as it came', async () => {
    const missing = new Response('Non trovato', { status: 404 });
    expect(await renderWhole(async () => missing)).toBe(missing);
    expect(wholeBodyOf(missing)).toBeUndefined();
  });

  it('given a browser taking gzip, then the whole page is gzipped once and the zipped body kept', async () => {
    const whole = await renderWhole(async () => page());
    const zipped = await compressResponse(asking('gzip, br'), whole);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = wholeBodyOf(zipped);
    expect(zipped.headers.get('content-length')).toBe(String(body?.byteLength));
    expect(gunzipSync(body ?? new Uint8Array()).toString('utf8')).toBe(PAGE);
    // The stream says the same as the kept body: a reader of either gets the page.
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(PAGE);
  });

  it('given a browser without gzip, then the page goes out unzipped', async () => {
    const whole = await renderWhole(async () => page());
    expect(await compressResponse(asking('identity'), whole)).toBe(whole);
  });
});
