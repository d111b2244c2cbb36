/**
 * Test kit for the /ebsn/api proxy's tests: a real upstream HTTP server that records what reached
 * it, and a cookie jar with the shape of Astro's. Imported by tests only.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CookieJar } from '../../session';

/** A cookie jar with the shape of Astro's, remembering what the proxy set. */
export class Jar implements CookieJar {
  values = new Map<string, string>();
  options = new Map<string, unknown>();
  get(name: string) {
    const value = this.values.get(name);
    return value === undefined ? undefined : { value };
  }
  set(name: string, value: string, options: unknown) {
    this.values.set(name, value);
    this.options.set(name, options);
  }
  delete(name: string) {
    this.values.delete(name);
  }
}

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = (seen: Seen) => {
  status: number;
  headers?: Record<string, string>;
  body: string;
};

export const OK_REPLY: Reply = () => ({ status: 200, body: '{"response":{"status":0},"data":{}}' });

/** Starts the upstream; `seen` lists every request that reached it (headers arrived). */
export async function startUpstream() {
  const state = { seen: [] as Seen[], reply: OK_REPLY };
  const server = createServer((request, response) => {
    const entry: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: '',
    };
    state.seen.push(entry);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      entry.body = Buffer.concat(chunks).toString();
      const { status, headers = {}, body } = state.reply(entry);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    state,
    origin: `http://127.0.0.1:${port}`,
    base: `http://127.0.0.1:${port}/ebsn/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
