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

export {
  type DayParts,
  formatDayParts,
  formatDecimal,
  formatPrice,
  formatQuantity,
  formatSlot,
  formatWeight,
} from './format';
export { CURRENCY, LANGUAGE, LOCALE } from './locale';

const lookup: Partial<Record<string, string>> = { ...messages };

/**
 * Adds a part of the catalogue (a file of ./messages) to what `t` finds. Browsers start with
 * the shell's part (messages/browser.ts); a component or island whose texts are elsewhere
 * registers their file where it is defined, so a page only ships the texts it can show.
 * On the server the whole catalogue is there already and this changes nothing.
 */
export function addMessages(part: Readonly<Record<string, string>>): void {
  Object.assign(lookup, part);
}

/** Looks up `key` and fills `{name}` placeholders from `params`. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text: string = lookup[key] ?? key;
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
