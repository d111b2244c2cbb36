import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createFetchClient } from './fetch-client';

type Call = (path: string, init?: object) => Promise<Record<string, unknown>>;
type Loose = { GET: Call; POST: Call; use(...layers: Middleware[]): void };

function clientAnswering(answer: () => Response) {
  const sent: Request[] = [];
  const client = createFetchClient({
    baseUrl: 'http://api.test/ebsn/api/',
    fetch: async (request) => {
      sent.push(request);
      return answer();
    },
  }) as unknown as Loose;
  return { client, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed fetch client (openapi-fetch contract, EBSN subset)', () => {
  it('repeats arrays, leaves undefined and null out, encodes values', async () => {
    const { client, sent } = clientAnswering(() => json({ ok: 1 }));
    const answer = await client.GET('/products', {
      params: { query: { id: [1, 2], q: 'pane & latte', none: undefined, nil: null, on: true } },
    });
    expect(sent[0]?.url).toBe(
      'http://api.test/ebsn/api/products?id=1&id=2&q=pane%20%26%20latte&on=true',
    );
    expect(answer.data).toEqual({ ok: 1 });
  });

  it('sends JSON by default, a form when asked, FormData as the browser encodes it', async () => {
    const { client, sent } = clientAnswering(() => json({}));
    await client.POST('/cart/add', { body: { items: [1] } });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]?.text()).toBe('{"items":[1]}');
    await client.POST('/auth/login', {
      body: { login: 'a@b.it' },
      bodySerializer: (body: Record<string, string>) => new URLSearchParams(body),
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      skipCaptcha: true,
    });
    expect(await sent[1]?.text()).toBe('login=a%40b.it');
    expect((sent[1] as Request & { skipCaptcha?: boolean }).skipCaptcha).toBe(true);
    const form = new FormData();
    form.append('file', 'x');
    await client.POST('/upload', { body: form });
    expect(sent[2]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers an error body as `error`, parsed when JSON, and an empty body as undefined', async () => {
    let next = json({ response: { status: 1 } }, 500);
    const { client } = clientAnswering(() => next);
    expect((await client.GET('/x')).error).toEqual({ response: { status: 1 } });
    next = new Response('oops', { status: 502 });
    expect((await client.GET('/x')).error).toBe('oops');
    next = new Response(null, { status: 204 });
    expect((await client.GET('/x')).data).toBeUndefined();
  });

  it('runs middleware: a Response from onRequest short-circuits, onError may answer', async () => {
    const { client, sent } = clientAnswering(() => {
      throw new TypeError('offline');
    });
    const seen: string[] = [];
    client.use({
      onRequest: ({ request, schemaPath }) => {
        seen.push(schemaPath);
        return request.method === 'GET' ? json({ cached: true }) : undefined;
      },
      onResponse: () => {
        seen.push('response');
      },
      onError: () => json({ recovered: true }),
    });
    expect((await client.GET('/products')).data).toEqual({ cached: true });
    expect(sent).toHaveLength(0);
    expect((await client.POST('/cart/add', { body: {} })).data).toEqual({ recovered: true });
    expect(seen).toEqual(['/products', '/cart/add', 'response']);
  });
});
