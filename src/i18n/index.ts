/**
 * The one Italian message catalogue of Sporta. Every user-facing string of the storefront,
 * the SDK and the ui-kit comes from here, keyed as in the spec (`errors.errorLogout`, …).
 * Imported by: src/, @sporta/sdk, @sporta/ui-kit (as the workspace package @sporta/i18n).
 */

// Server and tests get the whole catalogue; browsers only the client areas (package.json "imports").
import { messages } from '#messages';
import type { messages as catalogue } from './messages';

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export { formatDate, formatPrice, formatQuantity, formatWeight } from './format';
export { CURRENCY, LANGUAGE, LOCALE } from './locale';

/** Looks up `key` and fills `{name}` placeholders from `params`. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text: string = (messages as Partial<Record<string, string>>)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

type PluralBase<K> = K extends `${infer B}.zero` ? B : never;
export type PluralKey = PluralBase<MessageKey>;

/**
 * Picks `<key>.zero`, `<key>.one` or `<key>.other` by count (the spec's "variants for zero,
 * one, many") and fills `{count}`.
 */
export function tn(key: PluralKey, count: number, params?: MessageParams): string {
  const form = count === 0 ? 'zero' : count === 1 ? 'one' : 'other';
  return t(`${key}.${form}` as MessageKey, { count, ...params });
}
