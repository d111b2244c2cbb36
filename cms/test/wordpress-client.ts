/** What every cms test uses to talk to the WordPress globalSetup started. */
import { inject } from 'vitest';
import { adminAuthorization as editorAuthorization } from '../rest.mjs';
import { cmsAdmin } from './cms-ready';

/** The WordPress of the run: its address, the admin's credentials, the purge listener's. */
export const cms = () => ({ ...inject('cms'), ...cmsAdmin() });

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET (or any method) a path of the site; parses the JSON answer. */
export async function wpJson<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const response = await fetch(cms().url + path, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** Authorization header for REST with the admin's application password. */
export const adminAuthorization = () => editorAuthorization(cms());

/** Noon of a day, in seconds, as the storefront sends it to new_slides. */
export function noonOf(day: string) {
  return Math.floor(new Date(`${day}T12:00:00+01:00`).getTime() / 1000);
}
