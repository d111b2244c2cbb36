/**
 * The storefront's limits on guesses (issue 37 item 6; numbers in rate-limits.ts): which call
 * is a guess, the process's counter, and the answer to one over its limit — HTTP 429 with
 * Retry-After and the envelope the SDK reads, so every form shows the text where it shows any
 * refusal. Pages with a form of their own (the back office sign-in, the customer report) ask
 * `limitGuess` and say the text at their form.
 */
import { tn } from '@sporta/i18n';
import { clientAddress } from './client-address';
import { apiGuessOf } from './guess-paths';
import {
  type Admission,
  AttemptCounter,
  admitGuess,
  type GuessKind,
  rateLimitFactor,
} from './rate-limits';

/**
 * One counter per process, kept on globalThis: the /ebsn/api proxy is bundled apart from Astro's
 * pages (scripts/node-proxy-build.mjs), and the shopper's and the operator's sign-ins must
 * spend the same buckets of an address.
 */
const COUNTER = Symbol.for('sporta.guessCounter');

export function guessCounter(): AttemptCounter {
  const holder = globalThis as { [COUNTER]?: AttemptCounter };
  holder[COUNTER] ??= new AttemptCounter({ factor: rateLimitFactor() });
  return holder[COUNTER];
}

/** One guess of `kind` by `address` for `login`, spent from this process's counter. */
export const limitGuess = (kind: GuessKind, address: string, login?: string): Admission =>
  admitGuess(guessCounter(), kind, address, login);

/**
 * The same for a page's own form: `peer` is Astro's clientAddress, the socket's while
 * security.allowedDomains is unset (astro.config.mjs) — Astro would otherwise give the first,
 * client-chosen X-Forwarded-For entry.
 */
export const limitPageGuess = (
  kind: GuessKind,
  request: Request,
  peer: string | undefined,
  login?: string,
): Admission =>
  limitGuess(kind, clientAddress(peer, request.headers.get('x-forwarded-for')), login);

/** The Italian text of a refusal, the wait rounded up to whole minutes. */
export const tooManyAttemptsText = (retryAfterSeconds: number): string =>
  tn('errors.tooManyAttempts', Math.ceil(retryAfterSeconds / 60));

/** The headers of any 429 the shop sends: when to try again, and never kept by a cache. */
export const tooManyAttemptsHeaders = (retryAfterSeconds: number): Record<string, string> => ({
  'retry-after': String(retryAfterSeconds),
  'cache-control': 'no-store',
});

/** The proxy's 429: the envelope of any refusal (proxy-answer.ts), its text in `errors`. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  return Response.json(
    {
      response: { status: 1, errors: [{ error: tooManyAttemptsText(retryAfterSeconds) }] },
      data: null,
    },
    {
      status: 429,
      headers: {
        'x-content-type-options': 'nosniff',
        ...tooManyAttemptsHeaders(retryAfterSeconds),
      },
    },
  );
}

/**
 * The 429 for an /ebsn/api call that is a guess over its limit, else undefined. The login is read
 * from the query and from a form or JSON body (what the SDK sends on each path).
 */
export async function refusedGuess(
  path: string,
  url: URL,
  body: ArrayBuffer | null,
  contentType: string,
  address: string,
): Promise<Response | undefined> {
  const bodyFields = await fieldsOf(body, contentType);
  const guess = apiGuessOf(
    path,
    (name) => url.searchParams.get(name) ?? bodyFields(name) ?? undefined,
  );
  if (!guess) return undefined;
  const admission = limitGuess(guess.kind, address, guess.login);
  return admission.allowed ? undefined : tooManyAttempts(admission.retryAfterSeconds);
}

type Fields = (name: string) => string | undefined;

/** A body's fields as the API would read them: form, multipart or JSON (a login hidden in any counts). */
async function fieldsOf(body: ArrayBuffer | null, contentType: string): Promise<Fields> {
  if (!body || body.byteLength === 0) return () => undefined;
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      // Not what it says: the API refuses it; nothing to read a login from.
      return () => undefined;
    }
    return (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
  }
  const text = new TextDecoder().decode(body);
  if (/^application\/json/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the API refuses it; nothing to read a login from.
      return () => undefined;
    }
    return (name) => {
      const value = (parsed as Record<string, unknown> | null)?.[name];
      return typeof value === 'string' ? value : undefined;
    };
  }
  return () => undefined;
}
