/**
 * What the /ebsn/api proxy accepts from the browser before anything reaches the upstream
 * (issue 12): a path that stays under the API, a method the API uses, a body within the limit.
 */

import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';

/** Where the proxy is mounted (src/pages/ebsn/api/[...path].ts). */
export const EBSN_MOUNT = '/ebsn/api/';

/** openapi/ebsn.yaml has only GET and POST operations; HEAD is answered as a GET without body. */
export const FORWARDED_METHODS = ['GET', 'HEAD', 'POST'] as const;
export const ALLOW = [...FORWARDED_METHODS, 'OPTIONS'].join(', ');

export function isForwardedMethod(method: string): boolean {
  return (FORWARDED_METHODS as readonly string[]).includes(method);
}

/**
 * The upstream URL for a browser call, or undefined when the path could leave the API.
 *
 * The RAW pathname of request.url is checked, not only Astro's decoded `params.path`: Astro
 * decodes `%5C` to `\`, and `new URL()` then reads `\` as `/` and resolves `..`, so
 * `/ebsn/api/..%5C..%5Cebsn%5Capi%5Cversion.json` would reach `/ebsn/api/version.json` of a
 * different base. Dot segments, encoded or raw slashes and backslashes, control characters and
 * `;` (Tomcat and Spring read `..;` as `..`: a matrix parameter hides a dot segment, issue 37) are
 * refused whole, never cleaned up: no page of the shop sends them. So are the development
 * identity provider's pages: whoever reaches one through the shop could sign in as anyone.
 */
export function upstreamTarget(
  request: Request,
  path: string,
  upstreamBase: string,
): URL | undefined {
  const source = new URL(request.url);
  if (!source.pathname.startsWith(EBSN_MOUNT)) return undefined;
  const rawPath = source.pathname.slice(EBSN_MOUNT.length);
  if (!rawPath || !isSafeRawPath(rawPath) || !isSafeDecodedPath(path)) return undefined;
  if (NOT_FORWARDED.test(path)) return undefined;

  const base = new URL(upstreamBase);
  const basePath = `${base.pathname.replace(/\/+$/, '')}/`;
  const target = new URL(base.origin);
  target.pathname = basePath + rawPath;
  target.search = source.search;
  // Belt and braces: whatever the checks above missed, the target stays under the API's base.
  if (target.origin !== base.origin || !target.pathname.startsWith(basePath)) return undefined;
  return target;
}

/** Percent-escapes that would change the path's shape once the upstream decodes them. */
const SHAPE_ESCAPES = /%(2f|3b|5c|[01][0-9a-f]|7f)/i;
/** API paths no browser reaches through the shop: the reference backend's fake sign-in pages. */
const NOT_FORWARDED = /^sign-in-page(\/|$)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

function isSafeRawPath(rawPath: string): boolean {
  if (/[\\;]/.test(rawPath) || CONTROL.test(rawPath) || SHAPE_ESCAPES.test(rawPath)) return false;
  // An empty segment only at the end: the API has `note/list/`.
  return rawPath.split('/').every((segment, index, all) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A broken escape (%E0%A4): not a path the proxy passes on.
      return false;
    }
    if (segment === '' && index < all.length - 1) return false;
    return decoded !== '.' && decoded !== '..';
  });
}

function isSafeDecodedPath(path: string): boolean {
  if (/[\\;]/.test(path) || CONTROL.test(path)) return false;
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** The body read within the limit, or 'too-large' as soon as one byte more arrives. */
export type BodyRead = ArrayBuffer | null | 'too-large';

/**
 * Reads the request body up to `limit` bytes. A Content-Length over the limit is refused before
 * a byte is read; without one (chunked), bytes are counted as they arrive and the stream is
 * cancelled at the first one over. The upstream is called only with a body known to fit, so an
 * oversize body never reaches it; the memory held is at most the limit, never the whole body.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return 'too-large';
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * Calls that upload a file (the facilitated-delivery certificate, account §5 and §9 "Upload
 * limit 5 MB"): their body may be as large as the file plus its multipart wrapping, and it is
 * streamed to the upstream instead of being held (streamWithin).
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  'iperal-registration/facilitated_delivery',
]);

/**
 * The multipart wrapping allowed over the 5 MB file: each part's boundary and headers (≈ 150
 * bytes), the file's name (255 bytes, up to three times that escaped), the short fields and the
 * reason (1000 characters, up to 4 bytes each in UTF-8) come to under 8 KiB; twice that leaves
 * room without letting a file of noticeably more than 5 MB through (the backend checks the file
 * itself to the byte).
 */
export const UPLOAD_MARGIN_BYTES = 16 * 1024;
export const UPLOAD_MAX_BODY_BYTES = MAX_ATTACHMENT_BYTES + UPLOAD_MARGIN_BYTES;

/** A body passed on while it arrives; `overLimit` says whether it was cut for being too large. */
export interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  overLimit(): boolean;
}

/**
 * The request body as a stream cut past `limit` bytes, for uploads: a Content-Length over the
 * limit is refused before a byte is read; otherwise bytes are counted as they pass and the
 * stream errors at the first one over, which aborts the upstream call mid-body (the upstream
 * never gets a whole oversize body, and it refuses more than 5 MB itself). Nothing is held but
 * the chunk in flight, so refusing a large body costs no memory of its size.
 */
export function streamWithin(request: Request, limit: number): StreamedBody | null | 'too-large' {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return 'too-large';
  if (!request.body) return null;
  let received = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > limit) {
        over = true;
        controller.error(new RangeError('request body over the limit'));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream: request.body.pipeThrough(counter), overLimit: () => over };
}
