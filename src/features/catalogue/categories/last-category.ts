/**
 * The last category the shopper looked at, kept in the browser (spec: shopping §9 "Persisted
 * locally: category, filters, drawer state, cookie preferences, search words"). A category page
 * remembers itself; the category drawer offers it back at its top, so a shopper who went Home or
 * to a product returns to where she was browsing in one step. Plain functions over a Storage
 * (platform/shopper/local-storage.ts): unreadable content is ignored, a storage that is missing
 * or refuses to write keeps nothing.
 */
import {
  type LocalStorageOptions,
  localStorageSettings,
} from '../../../platform/shopper/local-storage';

export const LAST_CATEGORY_KEY = 'sporta.lastCategory';

export interface LastCategory {
  slug: string;
  name: string;
}

/** As the category page's address reads a slug: letters, digits, hyphens and slashes. */
const SLUG = /^[a-z0-9][a-z0-9/-]{0,150}$/;
const MAX_NAME_LENGTH = 120;

const checked = (value: unknown): LastCategory | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { slug, name } = value as Record<string, unknown>;
  if (typeof slug !== 'string' || !SLUG.test(slug)) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH)
    return undefined;
  return { slug, name: name.trim() };
};

/** Remembers the category page shown; a malformed one is not kept. */
export function rememberCategory(category: unknown, options: LocalStorageOptions = {}): void {
  const last = checked(category);
  if (!last) return;
  try {
    localStorageSettings(options).storage?.setItem(LAST_CATEGORY_KEY, JSON.stringify(last));
  } catch {
    // Full or refused: the category is not kept, the page works as it is.
  }
}

/** The category remembered, when there is a readable one. */
export function lastCategory(options: LocalStorageOptions = {}): LastCategory | undefined {
  try {
    const stored = localStorageSettings(options).storage?.getItem(LAST_CATEGORY_KEY);
    return stored ? checked(JSON.parse(stored)) : undefined;
  } catch {
    return undefined;
  }
}
