/**
 * The HTML of a React part of the shell that is the same on every page for the same props (the
 * cookie panel, the scroll-to-top button, the WordPress menus): rendered once per process and
 * version, not through Astro's React renderer on each page (issue 42). `version` says what the
 * props are made of (a menu's items); useId ids take `name` as their prefix, so each part is on
 * a page at most once.
 */
import { createExpiringCache } from '@sporta/sdk';
import type { ReactElement } from 'react';
import { serverMarkup } from '../../platform/html/server-markup';

// Bounded: a menu edited again and again leaves its old versions to fall out, oldest first.
const kept = createExpiringCache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 32 });

export function staticMarkup(name: string, element: () => ReactElement, version = ''): string {
  const key = `${name}\n${version}`;
  let html = kept.get(key);
  if (html === undefined) {
    html = serverMarkup(element(), `${name}-`);
    kept.set(key, html);
  }
  return html;
}

const versions = new WeakMap<object, string>();

/**
 * The props' JSON as a part's `version`: made once for a frozen object (a menu's items, the same
 * object on every page: features/content/menus.ts), every time for any other.
 */
export function versionOf(props: object): string {
  let version = versions.get(props);
  if (version === undefined) {
    version = JSON.stringify(props);
    if (Object.isFrozen(props)) versions.set(props, version);
  }
  return version;
}
