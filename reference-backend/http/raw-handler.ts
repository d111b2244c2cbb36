/**
 * Answers outside the EBSN envelope (pictures, version.json, the invoice, the fake pages, /_dev/*).
 * Here, not in server.ts, so the modules that write such answers need not import the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Shop } from '../shop.ts';

/** Answers the request and returns true, or returns false to let the next handler try. */
export type RawHandler = (
  shop: Shop,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: string,
) => boolean | Promise<boolean>;

/** Writes a whole answer with its length, so keep-alive clients know where it ends. */
export function sendRaw(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): true {
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
  return true;
}
