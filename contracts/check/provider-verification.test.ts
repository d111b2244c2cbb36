/**
 * Provider side: the pacts verified against the reference EBSN backend (its own database in a
 * temporary folder, development hooks on for the provider states), and proof that the
 * verification bites: the same backend behind a proxy that renames one field fails it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../../reference-backend/server.ts';
import { verifyPacts } from '../verifier.ts';

let backend: RunningBackend;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sporta-provider-'));
  backend = await startBackend({ port: 0, dataDir, devHooks: true, log: () => {} });
});
afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Forwards to the backend and renames `cartId` to `cartID` in every JSON answer. */
async function renamingProxy(target: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').replaceAll('"cartId":', '"cartID":');
          const { 'content-length': _length, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, headers).end(text);
        });
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('provider verification against the reference backend', () => {
  it('every interaction of the pacts is honoured', async () => {
    await expect(
      verifyPacts({
        baseUrl: backend.url,
        stateUrl: `${backend.url}/_dev/provider-state`,
        logLevel: 'error',
      }),
    ).resolves.toBeUndefined();
  });

  it('fails when the provider renames a field the storefront reads', async () => {
    const proxy = await renamingProxy(backend.url);
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const error = await verifyPacts({
        baseUrl: url,
        stateUrl: `${backend.url}/_dev/provider-state`,
        logLevel: 'error',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(String(error)).toContain('cartId');
    } finally {
      proxy.close();
    }
  });
});
