/**
 * Starts the built storefront on a free loopback port for a benchmark (build first:
 * `npm run build`) and returns its base URL and a stop function.
 *
 * One request to /not-found warms the fresh process before anything is measured: a running shop
 * has served traffic, while the first request of a new process loads the server's modules and
 * fills the menu cache (≈ 130 ms measured on the build machine). The audited pages themselves are
 * not requested, so their own content calls stay in the measurement.
 */
import { startStorefront } from '../scripts/serve.mjs';

export async function serveStorefront() {
  const { url, stop } = await startStorefront({ host: '127.0.0.1', port: 0 });
  await fetch(`${url}/not-found`).then((response) => response.arrayBuffer());
  return { baseUrl: url, stop };
}
