/**
 * Stands in for the storefront's purge endpoint: records every request it gets and replays them
 * on GET /received, so test files (other processes than globalSetup) can read them.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPurge {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export async function startPurgeListener() {
  const received: ReceivedPurge[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/received') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(received));
        return;
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
        at: Date.now(),
      });
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
