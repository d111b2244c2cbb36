/**
 * How the global setup tells the cms files that the WordPress it started is up (the admin's
 * credentials) or why it could not start: a file in its data dir, written once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export const CMS_READY_FILE = 'cms-ready.json';
export const CMS_FAILED_FILE = 'cms-failed.txt';
/** Installing and seeding take ~6 s on 2 CPUs; a machine four times slower still fits. */
const START_TIMEOUT_MS = 120_000;

export interface CmsAdmin {
  user: string;
  password: string;
  applicationPassword: string;
}

/** Waits for the start's outcome: the admin's credentials, or the start's error thrown. */
export async function waitForCms(): Promise<CmsAdmin> {
  const { dataDir } = inject('cms');
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (existsSync(join(dataDir, CMS_FAILED_FILE))) {
      throw new Error(
        `WordPress did not start:\n${readFileSync(join(dataDir, CMS_FAILED_FILE), 'utf8')}`,
      );
    }
    if (existsSync(join(dataDir, CMS_READY_FILE))) return cmsAdmin();
    if (Date.now() > deadline) {
      throw new Error(`WordPress was not up after ${START_TIMEOUT_MS / 1000} s (${dataDir})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let admin: CmsAdmin | undefined;
/** The admin's credentials, once waitForCms has seen WordPress up (the files' setup). */
export function cmsAdmin(): CmsAdmin {
  admin ??= JSON.parse(
    readFileSync(join(inject('cms').dataDir, CMS_READY_FILE), 'utf8'),
  ) as CmsAdmin;
  return admin;
}
