import { readFileSync } from 'node:fs';
import type { CmsAdmin } from '../cms/wordpress.mjs';

/** The e2e WordPress of playwright.config.ts (e2e/cms-server.mjs). */
export const E2E_CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 9401}`;

/** That WordPress and its editor (the application password it wrote at install), for cms/rest.mjs. */
export function e2eWordPress(): { url: string; admin: CmsAdmin } {
  const admin = JSON.parse(
    readFileSync('.data/wordpress-e2e/credentials.json', 'utf8'),
  ) as CmsAdmin;
  return { url: E2E_CMS_URL, admin };
}
