/**
 * The shop's one public origin (issue 25): every absolute URL the shop writes — canonical links,
 * the sitemap, robots.txt, the product JSON-LD, /leave's redirects, the SAML return address —
 * starts with PUBLIC_SITE_URL, never with the request's Host or X-Forwarded-Host. Any client sets
 * those: a page rendered for `Host: evil.example` was kept by the shared-page cache
 * (node-page-cache.ts) and served to every shopper with evil.example in its links.
 *
 * Unset (development, tests) it is the storefront's own loopback address, which scripts/serve.mjs
 * fills in once it listens; production refuses to start without it (production-settings.ts).
 * serve.mjs also answers 421 to a request naming a host the shop does not serve (`misdirected`)
 * before anything reads it.
 *
 * No runtime imports: scripts/serve.mjs loads this file with plain Node (type stripping).
 */

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_PORT = 4321;

/**
 * The origin absolute URLs start with (`https://www.sporta.it`): PUBLIC_SITE_URL, else the
 * storefront's loopback address from HOST and PORT. Read per call: tests change the environment.
 */
export function publicOrigin(env: Env = process.env): string {
  const configured = env.PUBLIC_SITE_URL?.trim();
  if (!configured) return localOrigin(env.HOST, Number(env.PORT ?? DEFAULT_PORT));
  const problem = publicSiteUrlProblem(configured);
  if (problem) throw new Error(`PUBLIC_SITE_URL ${problem}`);
  return new URL(configured).origin;
}

/** How a browser on the same machine reaches a server listening on host:port. */
export function localOrigin(host = '127.0.0.1', port = DEFAULT_PORT): string {
  // Listening on every interface is reached on loopback; an IPv6 address needs its brackets.
  const name = ['', '0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

/**
 * Why `value` cannot be PUBLIC_SITE_URL (a sentence following the name), undefined when it can:
 * an http(s) origin alone — https in production, where shoppers are.
 */
export function publicSiteUrlProblem(value: string, requireHttps = false): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not an absolute URL ("${value}"): give the shop's address, e.g. https://www.sporta.it.`;
  }
  if (url.protocol !== 'https:' && (requireHttps || url.protocol !== 'http:')) {
    return `is not an ${requireHttps ? 'https' : 'http(s)'} address ("${value}").`;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return `must be an origin only, without path, query or credentials ("${value}"), e.g. https://www.sporta.it.`;
  }
  return undefined;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The Host values the storefront answers: the public origin's host (a proxy passing Host on) and
 * loopback on the port it listens on (development, tests, a proxy or health check on the same
 * machine). Absolute URLs never come from the Host, so serving loopback names nothing foreign.
 */
export function servedHosts(origin: string, port: number): ReadonlySet<string> {
  const url = new URL(origin);
  const explicitPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  return new Set([
    url.host,
    `${url.hostname}:${explicitPort}`,
    ...LOOPBACK.map((name) => `${name}:${port}`),
  ]);
}

/** What `misdirected` reads of a request (node:http's IncomingHttpHeaders fits). */
export interface HostHeaders {
  host?: string | undefined;
  'x-forwarded-host'?: string | string[] | undefined;
}

/**
 * Whether a request names a host the shop does not serve: scripts/serve.mjs answers it 421 before
 * the page cache or Astro sees it. X-Forwarded-Host counts only behind a trusted proxy
 * (TRUSTED_PROXY=1, as for X-Forwarded-Proto): without one nothing reads it. A request without a
 * Host (an HTTP/1.0 health check) names nothing.
 */
export function misdirected(
  headers: HostHeaders,
  hosts: ReadonlySet<string>,
  trustedProxy = process.env.TRUSTED_PROXY === '1',
): boolean {
  const host = headers.host?.toLowerCase();
  if (host !== undefined && !hosts.has(host)) return true;
  if (!trustedProxy) return false;
  const forwarded = headers['x-forwarded-host'];
  // A chain of proxies lists one value each; the first is what the shopper's browser asked for.
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  return first !== undefined && first !== '' && !hosts.has(first);
}
