/**
 * The typed client the areas call through: openapi-fetch's contract (its `Client` type, the same
 * calls, middleware and answers) with only what the EBSN API needs — GET and POST on fixed
 * paths, query values (arrays repeated, account §7), JSON, form or multipart bodies.
 * openapi-fetch's general code (path and matrix styles, serializers per call, …) cost every page
 * that calls the API 2.2 KB gzip (/login's 100 KB budget, issue 30); its types are kept.
 */
import type { Client, Middleware } from 'openapi-fetch';
import { keptTextOf, parsedKeptText } from './response-cache';

interface CallInit {
  params?: { query?: Record<string, unknown>; header?: Record<string, string> };
  body?: unknown;
  bodySerializer?: (body: unknown) => BodyInit;
  headers?: Record<string, string>;
  [extra: string]: unknown;
}

export interface FetchClientOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
}

/** `name=value` pairs, undefined and null left out, arrays repeated, objects as `name[key]`. */
function queryOf(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const one of value) add(name, one);
    else if (typeof value === 'object')
      for (const key in value) add(`${name}[${key}]`, (value as Record<string, unknown>)[key]);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  for (const name in query) add(name, query[name]);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function serialize(body: unknown, headers: Headers): BodyInit {
  if (body instanceof FormData) return body;
  if (headers.get('content-type')?.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body as Record<string, string>).toString();
  return JSON.stringify(body);
}

async function answerOf(request: Request, response: Response) {
  const kept = keptTextOf(response);
  if (kept !== undefined) return { data: parsedKeptText(kept), response };
  const length = response.headers.get('content-length');
  const empty =
    response.status === 204 ||
    request.method === 'HEAD' ||
    (length === '0' && !response.headers.get('transfer-encoding')?.includes('chunked'));
  const text = empty ? '' : await response.text();
  if (response.ok) return { data: text ? JSON.parse(text) : undefined, response };
  let error: unknown = text || undefined;
  try {
    error = JSON.parse(text);
  } catch {
    // Not JSON: the text as it came (openapi-fetch's `error` too).
  }
  return { error, response };
}

export function createFetchClient<Paths extends {}>(options: FetchClientOptions): Client<Paths> {
  const middleware: Middleware[] = [];
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  async function call(method: string, schemaPath: string, init: CallInit = {}) {
    const { params, body, bodySerializer, headers: callHeaders, ...extra } = init;
    const headers = new Headers(
      body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' },
    );
    for (const more of [callHeaders, params?.header])
      for (const name in more) headers.set(name, more[name] as string);
    let request = new Request(`${baseUrl}${schemaPath}${queryOf(params?.query)}`, {
      method,
      redirect: 'follow',
      ...extra,
      headers,
      body: body === undefined ? null : (bodySerializer ?? serialize)(body, headers),
    });
    // Per-call flags ride on the Request, as with openapi-fetch (request-layer.ts `skipCaptcha`).
    for (const key in extra) if (!(key in request)) Object.assign(request, { [key]: extra[key] });
    const id = Math.random().toString(36).slice(2, 11);
    const context = { schemaPath, params: params ?? {}, id, options: {} as never };
    for (const layer of middleware) {
      const next = await layer.onRequest?.({ ...context, request });
      if (next instanceof Response) return answerOf(request, next);
      if (next) request = next;
    }
    let response: Response | undefined;
    try {
      response = await options.fetch(request);
    } catch (failure) {
      let error: unknown = failure;
      for (const layer of [...middleware].reverse()) {
        const handled = await layer.onError?.({ ...context, request, error });
        if (handled instanceof Response) {
          response = handled;
          break;
        }
        if (handled instanceof Error) error = handled;
      }
      if (!response) throw error;
    }
    let answer: Response = response;
    for (const layer of [...middleware].reverse()) {
      const next = await layer.onResponse?.({
        ...context,
        request,
        response: answer,
      });
      if (next) answer = next;
    }
    return answerOf(request, answer);
  }

  return {
    GET: (path: string, init?: CallInit) => call('GET', path, init),
    POST: (path: string, init?: CallInit) => call('POST', path, init),
    use: (...layers: Middleware[]) => {
      middleware.push(...layers);
    },
  } as unknown as Client<Paths>;
}
