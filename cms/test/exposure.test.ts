/**
 * Given the offline WordPress, then what must stay private cannot be fetched over HTTP (the
 * SQLite database, wp-config.php, the salts) and the server listens on loopback only.
 */
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cms } from './wordpress-client';

describe('what is not served', () => {
  it.each([
    '/wp-content/database/.ht.sqlite',
    '/wp-content/database/',
    '/wp-content/database/%2Eht.sqlite',
    '/wp-config.php',
    '/../wp-salts.php',
    '/wp-content/sporta-forms/tmp/',
  ])('given %s, then 404', async (path) => {
    const response = await fetch(cms().url + path, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });

  it('given a non-loopback address of this machine, then nothing answers on the port', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!address) return;
    const port = new URL(cms().url).port;
    await expect(
      fetch(`http://${address}:${port}/`, { signal: AbortSignal.timeout(2000) }),
    ).rejects.toThrow();
  });
});
