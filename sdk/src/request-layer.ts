/**
 * The request layer of account §7 as one openapi-fetch middleware: session and account values in
 * and out, the captcha token on configured endpoints, the GET cache, the pending-request count and
 * HTTP 419. The envelope is read afterwards, by `unwrap` (envelope.ts), where the caller's types are.
 */
import type { Middleware } from 'openapi-fetch';
import type { EbsnEvents, PendingCount } from './events';
import { isCacheable, keptAnswer, type ResponseCache } from './response-cache';
import type { TokenStore } from './tokens';

export const SESSION_HEADER = 'x-ebsn-session';
export const ACCOUNT_HEADER = 'x-ebsn-account';
export const CAPTCHA_PARAM = 'token_recaptcha';

/** Gives a reCAPTCHA token for an endpoint (its OpenAPI path, e.g. '/auth/login'), or none. */
export type CaptchaProvider = (
  endpoint: string,
) => Promise<string | undefined> | string | undefined;

export interface CaptchaOptions {
  provider: CaptchaProvider;
  /** OpenAPI paths that need the token; spec: shopping §9 "Captcha required for login". */
  endpoints?: readonly string[];
}

export interface RequestLayerOptions {
  /** Sent with every call (account §7: accept, client, version, language, client uuid). */
  headers: Readonly<Record<string, string>>;
  tokens: TokenStore;
  events: EbsnEvents;
  pending: PendingCount;
  cache: ResponseCache | undefined;
  captcha: CaptchaOptions | undefined;
}

/** Per-call flag (openapi-fetch copies unknown init keys onto the Request): the MFA pin step of login skips captcha (shopping §4). */
export interface SkipCaptcha {
  skipCaptcha?: boolean;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export function requestLayer(options: RequestLayerOptions): Middleware {
  const { headers, tokens, events, pending, cache, captcha } = options;
  const captchaEndpoints = new Set(captcha?.endpoints ?? ['/auth/login']);
  // Requests counted as pending; a cache hit never reaches onResponse/onError, so it is not counted.
  const counted = new Set<string>();

  return {
    async onRequest({ request, schemaPath, id }) {
      if (request.method === 'GET') {
        const hit = cache && isCacheable(schemaPath) ? cache.get(request.url) : undefined;
        if (hit !== undefined) return keptAnswer(hit, JSON_HEADERS);
      } else {
        cache?.clear();
      }

      // Set here rather than as openapi-fetch's default headers: merging those per call costs more.
      for (const name in headers) request.headers.set(name, headers[name] as string);
      const { session, account } = tokens.get();
      if (session) request.headers.set(SESSION_HEADER, session);
      if (account) request.headers.set(ACCOUNT_HEADER, account);

      let next = request;
      const skip = (request as Request & SkipCaptcha).skipCaptcha === true;
      if (captcha && captchaEndpoints.has(schemaPath) && !skip) {
        const token = await captcha.provider(schemaPath);
        if (token) next = await withQueryParam(request, CAPTCHA_PARAM, token);
      }
      pending.started();
      counted.add(id);
      return next;
    },

    async onResponse({ request, response, schemaPath, id }) {
      settle(id);
      if (response.status === 419) {
        // spec: account §4/§8 — session cleared, "not logged in" signalled.
        tokens.clear();
        events.emit('notLoggedIn', undefined);
        return undefined;
      }
      const session = response.headers.get(SESSION_HEADER);
      const account = response.headers.get(ACCOUNT_HEADER);
      if (session || account) {
        const current = tokens.get();
        tokens.set({
          ...current,
          ...(session ? { session } : {}),
          ...(account ? { account } : {}),
        });
      }
      if (cache && request.method === 'GET' && response.ok && isCacheable(schemaPath)) {
        const body = await response.clone().text();
        if (isSuccessEnvelope(body)) cache.set(request.url, body);
      }
      return undefined;
    },

    onError({ id }) {
      settle(id);
      return undefined;
    },
  };

  function settle(id: string) {
    if (counted.delete(id)) pending.settled();
  }
}

/** Only answers with status 0 are worth keeping: an error must be asked again next time. */
function isSuccessEnvelope(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    const response = (parsed as { response?: { status?: unknown } } | null)?.response;
    return response?.status === 0;
  } catch {
    return false;
  }
}

async function withQueryParam(request: Request, name: string, value: string): Promise<Request> {
  const url = new URL(request.url);
  url.searchParams.append(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    signal: request.signal,
  });
}
