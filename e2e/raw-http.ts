import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * One request as it goes over the wire, its answer as it came: fetch and Playwright's client
 * send the Host of their URL and unzip what they are sent, which these tests must not.
 */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    httpRequest(
      // A connection of its own: a kept-alive one may be closed by the server just as it is
      // reused (its idle timeout), a 'socket hang up' that a slow machine meets.
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}
