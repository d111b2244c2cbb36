/**
 * Starts one real WordPress for every cms test file: a free port, a temporary data dir (installed
 * and seeded from scratch), and a stand-in purge endpoint it reports edits to. The start is not
 * waited for here: every project's files wait for the global setups, and WordPress's install and
 * seed took ~8 s of that on 2 CPUs; the cms files wait for it themselves (cms-ready.ts).
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms } from '../wordpress.mjs';
import { CMS_FAILED_FILE, CMS_READY_FILE } from './cms-ready';
import { startPurgeListener } from './purge-listener';

export const PURGE_SECRET = 'test-purge-secret';
/** The editors' preview secret (includes/preview.php): WordPress reads it from the environment. */
export const PREVIEW_SECRET = 'test-preview-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    cms: {
      url: string;
      /** Where the start writes its outcome (cms-ready.ts reads it). */
      dataDir: string;
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
  const port = await freePort();
  // Renamed into place: a file waiting for it never reads half of it.
  const tell = (file: string, text: string) => {
    writeFileSync(join(dataDir, `${file}.part`), text);
    renameSync(join(dataDir, `${file}.part`), join(dataDir, file));
  };
  const starting = startCms({
    port,
    dataDir,
    purgeUrl: `${purge.origin}/api/content/purge`,
    purgeSecret: PURGE_SECRET,
    previewSecret: PREVIEW_SECRET,
  }).then(
    (cms) => {
      tell(CMS_READY_FILE, JSON.stringify(cms.admin));
      return cms;
    },
    (error: unknown) => {
      tell(
        CMS_FAILED_FILE,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      return undefined;
    },
  );
  project.provide('cms', {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    purgeOrigin: purge.origin,
    purgeSecret: PURGE_SECRET,
    previewSecret: PREVIEW_SECRET,
  });
  return async () => {
    await (await starting)?.stop();
    await purge.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
