/** Where the storefront finds its upstreams (README "Configuration"). Read per call: no restart needed in tests. */
export function ebsnApiUrl(): string {
  return process.env.EBSN_API_URL ?? 'http://127.0.0.1:4010/ebsn/api';
}

/** The shop's WordPress (cms/): read on the server only. */
export function cmsUrl(): string {
  return process.env.CMS_URL ?? process.env.WP_URL ?? 'http://127.0.0.1:9400';
}

/** The shared secret WordPress sends in X-Content-Purge-Secret; empty = purge refused. */
export function contentPurgeSecret(): string {
  return process.env.CONTENT_PURGE_SECRET ?? '';
}

/** Hosts of the shop itself: content links to them become in-app links (comma-separated SHOP_HOSTS). */
export function shopHosts(): string[] {
  return (process.env.SHOP_HOSTS ?? 'www.sporta.it,sporta.it')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Largest request body the /ebsn/api proxy passes on (EBSN_PROXY_MAX_BODY_BYTES); default 1 MB. */
export function ebsnProxyMaxBodyBytes(): number {
  const configured = Number(process.env.EBSN_PROXY_MAX_BODY_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : 1024 * 1024;
}

/**
 * Hosts (host or host:port) the upstream may send the browser to: payment and sign-in providers
 * (comma-separated EBSN_REDIRECT_HOSTS). Default: the API's own host, where the reference
 * backend's development payment and sign-in pages live.
 */
export function ebsnRedirectHosts(apiUrl = ebsnApiUrl()): string[] {
  const configured = process.env.EBSN_REDIRECT_HOSTS;
  if (configured === undefined) return [new URL(apiUrl).host.toLowerCase()];
  return configured
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
