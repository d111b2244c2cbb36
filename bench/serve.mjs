/**
 * Starts the built storefront on a free loopback port for a benchmark (build first:
 * `npm run build`) and returns its base URL and a stop function.
 */
import { startStorefront } from '../scripts/serve.mjs';

export async function serveStorefront() {
  const { url, stop } = await startStorefront({ host: '127.0.0.1', port: 0 });
  return { baseUrl: url, stop };
}
