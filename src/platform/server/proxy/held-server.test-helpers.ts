/**
 * For tests of the browser's request core (jsdom): an EBSN envelope as a Response, and a server
 * that answers each call only when the test says so. The page's core keeps the fetch it was made
 * with: one held server per test file, its calls cleared before each test.
 */
import { vi } from 'vitest';

export const envelope = (data: unknown, errors: string[] = []) =>
  new Response(
    JSON.stringify({
      response: { status: errors.length ? 1 : 0, errors: errors.map((error) => ({ error })) },
      data,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

export function heldServer() {
  const waiting: { path: string; answer(response: Response): void }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return new Promise<Response>((resolve) =>
      waiting.push({ path: url.pathname, answer: resolve }),
    );
  });
  /** Before each test: no call waiting, the page's fetch is this server's. */
  const install = () => {
    waiting.length = 0;
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    // Node's Request wants an absolute URL; a browser resolves '/ebsn/api/…' against the page.
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, location.href) : input, init);
        }
      },
    );
  };
  return { fetch, waiting, install };
}
