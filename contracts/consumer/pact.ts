/** The one Pact V4 setup of every consumer file, and the SDK pointed at its mock server. */
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createEbsnClient } from '@sporta/sdk';

export const CONSUMER = 'sporta-storefront';
export const PROVIDER = 'ebsn-api';
export const PACT_DIR = join(import.meta.dirname, '..', 'pacts');
/** Fixed so the pact files are the same on every run. */
export const CLIENT_UUID = '0123456789abcdef0123456789abcdef';

export function newPact() {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'error' });
}

/**
 * The captcha token the contracts send on auth/login (the SDK's captcha provider appends it as
 * token_recaptcha). A provider must accept it in its test setup: the reference backend's
 * development token; a real deployment configures a reCAPTCHA test key (contracts/README.md).
 */
export const CAPTCHA_TOKEN = 'sporta-dev-captcha';

export function sdkAt(url: string) {
  return createEbsnClient({
    baseUrl: url,
    cache: false,
    clientUuid: CLIENT_UUID,
    captcha: { provider: () => CAPTCHA_TOKEN },
  });
}

const { like, integer } = MatchersV3;

/** A success envelope around `data`, as the consumer reads it (status 0). */
export function ok(data: unknown) {
  return { response: { status: integer(0) }, data };
}

/** A failure envelope: the status and the texts the front end shows. */
export function failure(status: number, error: string) {
  return { response: { status: integer(status), errors: [{ error: like(error) }] } };
}

export const FORM = 'application/x-www-form-urlencoded';

/**
 * PactV4 has no public form-body method and `body()` stores a binary body with a content-type rule
 * that the core then applies to every form field. The builder's interaction takes a text body with
 * its content type, which the core matches field by field as a form.
 */
export function formBody<T>(req: T, form: string): T {
  const inner = (
    req as unknown as { interaction: { withRequestBody(b: string, ct: string): void } }
  ).interaction;
  inner.withRequestBody(form, FORM);
  return req;
}

/** A boundary the example body uses; the browser's own is another (the header says it). */
export const MULTIPART_BOUNDARY = 'sporta-pact-boundary';

/**
 * A multipart/form-data request body: text fields, then one file. Given to the core as a text
 * body of its content type (as formBody does), which the core parses and matches part by part;
 * the header's boundary is matched by pattern, since FormData chooses its own.
 */
export function multipartBody<T>(
  req: T,
  fields: Record<string, string>,
  file: { name: string; fileName: string; type: string; content: string },
): T {
  const line = `--${MULTIPART_BOUNDARY}\r\n`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `${line}Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `${line}Content-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
  );
  const contentType = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  const builder = req as unknown as {
    headers(h: Record<string, unknown>): void;
    interaction: { withRequestBody(b: string, ct: string): void };
  };
  // Named as the core names the body's own header, so the pattern replaces its fixed value.
  builder.headers({
    'Content-Type': MatchersV3.regex(/^multipart\/form-data; ?boundary=.+$/, contentType),
  });
  builder.interaction.withRequestBody(
    `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`,
    contentType,
  );
  return req;
}
