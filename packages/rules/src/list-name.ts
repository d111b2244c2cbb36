/**
 * The name of a shopping list (spec: shopping §5 "List creation: a name typed by the user; no
 * bound shown"): one rule for creating and renaming, in the storefront and the reference backend.
 * Spec: none for the bounds — the name is trimmed, must not be empty, holds at most
 * LIST_NAME_MAX_LENGTH characters (what the reference backend keeps), and differs from the
 * shopper's other lists' names, case and spaces aside, so the list selector never shows two alike.
 */
import type { lists } from '@sporta/i18n/messages/lists';

/** The longest name, in characters as a person counts them. */
export const LIST_NAME_MAX_LENGTH = 80;

export interface ListNameIssue {
  readonly key: Extract<keyof typeof lists, `lists.name.${'required' | 'tooLong' | 'taken'}`>;
  readonly params?: { readonly n: number };
}

/** How two names compare: trimmed, inner spaces collapsed, without case. */
export const listNameKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');

/**
 * Why `name` cannot name a list, or undefined when it can. `otherNames`: the names of the
 * shopper's other lists (for a rename, without the list's own).
 */
export function listNameIssue(
  name: string,
  otherNames: Iterable<string> = [],
): ListNameIssue | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return { key: 'lists.name.required' };
  if ([...trimmed].length > LIST_NAME_MAX_LENGTH)
    return { key: 'lists.name.tooLong', params: { n: LIST_NAME_MAX_LENGTH } };
  const key = listNameKey(trimmed);
  for (const other of otherNames)
    if (listNameKey(other) === key) return { key: 'lists.name.taken' };
  return undefined;
}
