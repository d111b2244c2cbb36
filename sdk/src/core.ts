/**
 * The core of the EBSN client: the typed fetch client (fetch-client.ts) with the request layer as middleware, the events,
 * the pending count and the token store. Areas (areas/*.ts) are built on it; createEbsnClient
 * (client.ts) puts them all together, a browser bundle may take only the areas it uses.
 */
import { LANGUAGE } from '@sporta/i18n';
import type { EbsnContext } from './context';
import { createDeadlines } from './deadline';
import { createEvents, createPendingCount, type Observable } from './events';
import { createFetchClient } from './fetch-client';
import type { paths } from './generated/ebsn';
import { type CaptchaOptions, requestLayer } from './request-layer';
import { createResponseCache, type ResponseCache } from './response-cache';
import { memoryTokenStore, type TokenStore } from './tokens';
import { EBSN_VERSION } from './version';

/** spec: account §9 "Client identifies as 'site', version string 5.11.11" (version.ts). */
export const EBSN_CLIENT = 'site';
export { EBSN_VERSION };
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The installation id header (account §7); the session and account headers are in request-layer.ts. */
export const CLIENT_UUID_HEADER = 'x-ebsn-client-uuid';
/**
 * Sent on every call so the storefront's proxy knows the call comes from the shop's own code
 * (issue 12): a page of another site cannot add a custom header without a CORS preflight, which
 * the storefront never grants. The upstream ignores it.
 */
export const SDK_REQUEST_HEADER = 'x-sporta-request';

export interface EbsnClientOptions {
  /** Where /ebsn/api is: '/ebsn/api' (same-origin proxy, the default) or an absolute URL. */
  baseUrl?: string;
  /** Session and account values; default in memory. Browsers behind the proxy: noTokenStore(). */
  tokens?: TokenStore;
  /** Installation id sent as x-ebsn-client-uuid; default a new random one (32 hex chars). */
  clientUuid?: string;
  language?: string;
  captcha?: CaptchaOptions;
  /**
   * The GET cache (account §9: 900000 ms, 50 entries); false turns it off (e.g. per SSR request);
   * a cache of the caller's is shared with every client given it (the server's calls made as nobody).
   */
  cache?: false | ResponseCache | { ttlMs?: number; maxEntries?: number };
  /** Milliseconds before a call gives up with the generic message. */
  timeoutMs?: number;
  /** show_sectors of cart and list calls (shopping §7: from configuration). */
  showSectors?: boolean;
  fetch?: typeof globalThis.fetch;
}

/** What areas are built on; `pending` and `clearCache` are for the caller. */
export interface EbsnCore extends EbsnContext {
  /** Requests under way, for the loading overlay (account §7). */
  pending: Observable<number>;
  clearCache(): void;
}

export function createEbsnCore(options: EbsnClientOptions = {}): EbsnCore {
  const events = createEvents();
  const pending = createPendingCount();
  const tokens = options.tokens ?? memoryTokenStore();
  const cache =
    options.cache === false
      ? undefined
      : options.cache && 'get' in options.cache
        ? options.cache
        : createResponseCache(options.cache?.ttlMs, options.cache?.maxEntries);
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const deadlines = createDeadlines(timeoutMs, baseFetch);

  // spec: account §7 "Array params are repeated" (a=1&a=2): fetch-client.ts's query.
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '/ebsn/api',
    fetch: deadlines.fetch,
  });
  const headers = {
    accept: 'application/json',
    'accept-language': options.language ?? LANGUAGE,
    'x-ebsn-client': EBSN_CLIENT,
    'x-ebsn-version': EBSN_VERSION,
    [CLIENT_UUID_HEADER]: options.clientUuid ?? crypto.randomUUID().replaceAll('-', ''),
    [SDK_REQUEST_HEADER]: '1',
  };
  client.use(requestLayer({ headers, tokens, events, pending, cache, captcha: options.captcha }));

  return {
    client,
    events,
    tokens,
    showSectors: options.showSectors ?? false,
    finish: deadlines.finish,
    pending: { get: pending.get, subscribe: pending.subscribe },
    clearCache: () => cache?.clear(),
  };
}
