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
