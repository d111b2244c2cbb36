/**
 * Markup that follows from a value and its place on the page alone (nothing of the shopper, the
 * hour or the request), kept once rendered (issue 42): the product cards and the product page's
 * view (an API answer), a breadcrumb's steps (its trail). Kept by the value's JSON, for a bounded
 * number, the oldest out first when a flood of answers passes; an answer the SDK shares between
 * calls (a kept answer's, frozen: @sporta/sdk response-cache.ts) is the same object on every
 * render, and found by it with no key to make.
 */
import { createExpiringCache } from '@sporta/sdk';

export type KeptMarkup<T extends object> = (
  value: T,
  place: string,
  render: () => string,
) => string;

export function keptMarkup<T extends object>(maxEntries: number): KeptMarkup<T> {
  const byJson = createExpiringCache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries });
  const ofShared = new WeakMap<T, Map<string, string>>();
  return (value, place, render) => {
    const shared = ofShared.get(value)?.get(place);
    if (shared !== undefined) return shared;
    const key = `${place} ${JSON.stringify(value)}`;
    let html = byJson.get(key);
    if (html === undefined) {
      html = render();
      byJson.set(key, html);
    }
    if (Object.isFrozen(value)) {
      const places = ofShared.get(value) ?? new Map<string, string>();
      places.set(place, html);
      ofShared.set(value, places);
    }
    return html;
  };
}
