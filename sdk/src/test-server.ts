/**
 * A real HTTP server on 127.0.0.1 for the SDK's tests and benches: answers are scripted per path,
 * and every request is recorded as it arrived. Tests only; not exported by the package.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEbsnClient } from './client';
import type { EbsnError } from './errors';
import type { ToastEvent } from './events';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer: a body (object → JSON), or a way to fail without one. */
export type Answer =
  | { status?: number; headers?: Record<string, string>; body?: unknown; raw?: string }
  | { hang: true }
  | { destroy: true };

export type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Scripts the answer of a path (without the /ebsn/api prefix), e.g. '/cart/view'. */
  on(path: string, route: Route): void;
  close(): Promise<void>;
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { response: { status: 0, errors: [], warnings: [], infos: [] }, data, ...extra },
});

export async function startTestServer(prefix = '/ebsn/api'): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const route = routes.get(path) ?? { status: 404, raw: 'Not Found' };
    const answer = typeof route === 'function' ? await route(recorded) : route;
    if ('hang' in answer) return;
    if ('destroy' in answer) {
      req.socket.destroy();
      return;
    }
    const text = answer.raw ?? JSON.stringify(answer.body ?? null);
    res.writeHead(answer.status ?? 200, {
      'content-type': 'application/json',
      ...answer.headers,
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (path, route) => routes.set(path, route),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An SDK client of `server`, and the toasts it emits. */
export function clientOf(server: TestServer) {
  const sdk = createEbsnClient({ baseUrl: `${server.url}/ebsn/api`, cache: false });
  const toasts: ToastEvent[] = [];
  sdk.events.on('toast', (toast) => toasts.push(toast));
  return { sdk, toasts };
}

/** The EbsnError a call rejects with; a call that resolves fails the test. */
export const rejection = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as EbsnError,
  );
