/** Where the storefront finds its upstreams (README "Configuration"). Read per call: no restart needed in tests. */
export function ebsnApiUrl(): string {
  return process.env.EBSN_API_URL ?? 'http://127.0.0.1:4010/ebsn/api';
}
