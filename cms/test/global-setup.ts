/**
 * Starts one real WordPress for every cms test file: a free port, a temporary data dir (installed
 * and seeded from scratch), and a stand-in purge endpoint it reports edits to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms } from '../wordpress.mjs';
import { startPurgeListener } from './purge-listener';

export const PURGE_SECRET = 'test-purge-secret';
/** The editors' preview secret (includes/preview.php): WordPress reads it from the environment. */
export const PREVIEW_SECRET = 'test-preview-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    cms: {
      url: string;
      user: string;
      applicationPassword: string;
      purgeOrigin: string;
      purgeSecret: string;
      previewSecret: string;
    };
  }
}

function freePort() {
  return new Promise<number>((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => found(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sporta-cms-test-'));
  const purge = await startPurgeListener();
  const cms = await startCms({
    port: await freePort(),
    dataDir,
    purgeUrl: `${purge.origin}/api/content/purge`,
    purgeSecret: PURGE_SECRET,
    previewSecret: PREVIEW_SECRET,
  });
  project.provide('cms', {
    url: cms.url,
    user: cms.admin.user,
    applicationPassword: cms.admin.applicationPassword,
    purgeOrigin: purge.origin,
    purgeSecret: PURGE_SECRET,
    previewSecret: PREVIEW_SECRET,
  });
  return async () => {
    await cms.stop();
    await purge.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
