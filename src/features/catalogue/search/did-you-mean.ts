/**
 * "Forse cercavi…" for a search that found nothing (issue 38: "spagheti"). Real EBSN answers a
 * search with products only (shared/reference/ebsn-observed.md §1.1), so the storefront is the
 * one place that suggests: the words of the catalogue's category and product names, loaded once
 * and kept in the server's cache, and for each searched word the catalogue does not hold the
 * closest one by edit distance.
 */
import type { EbsnClient } from '@sporta/sdk';
import type { CategoryNode } from '@sporta/ui-kit';
import { createServerCache } from '../../../platform/server/caching/server-cache';
import { categoryTree } from '../categories/categories';

const WORDS_KEY = 'catalogue-words';
/** Products asked a call while reading the catalogue's names (EBSN honours up to 500). */
const NAMES_PAGE_SIZE = 500;
/** A catalogue of more pages than this is read no further: the first names suffice. */
const MAX_NAME_PAGES = 20;
/** Shorter words are left as typed (articles, "di", units). */
const MIN_WORD_LENGTH = 3;
const cache = createServerCache();

/** The words of a text, lowercase: letters only ("Spaghetti n.5" → spaghetti). */
export const wordsOf = (text: string): string[] =>
  (text.toLocaleLowerCase('it').match(/\p{L}+/gu) ?? []).filter(
    (word) => word.length >= MIN_WORD_LENGTH,
  );

/** Edits (insert, delete, change, swap of two neighbours) from one word to the other. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row[j] = best;
    }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/** Edits allowed for a word of this length: one up to five letters, two beyond. */
const allowedEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The search to suggest for `q`, from the catalogue's words (each with how often it occurs):
 * every word of `q` the catalogue does not contain becomes its closest word (fewest edits, then
 * the most frequent); undefined when nothing changes or a word has nothing close.
 */
export function closestSearch(q: string, words: ReadonlyMap<string, number>): string | undefined {
  const typed = q.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected: string[] = [];
  for (const word of typed) {
    if (word.length < MIN_WORD_LENGTH || [...words.keys()].some((known) => known.includes(word))) {
      corrected.push(word);
      continue;
    }
    let best: { word: string; edits: number; count: number } | undefined;
    for (const [known, count] of words) {
      if (Math.abs(known.length - word.length) > allowedEdits(word)) continue;
      const edits = editDistance(word, known);
      if (edits > allowedEdits(word)) continue;
      if (!best || edits < best.edits || (edits === best.edits && count > best.count))
        best = { word: known, edits, count };
    }
    if (!best) return undefined;
    corrected.push(best.word);
    changed = true;
  }
  return changed ? corrected.join(' ') : undefined;
}

/** The catalogue's words with their counts: category names and product names (cached). */
function catalogueWords(ebsn: EbsnClient): Promise<Map<string, number>> {
  return cache.get(WORDS_KEY, async () => {
    const words = new Map<string, number>();
    const note = (text: string) => {
      for (const word of wordsOf(text)) words.set(word, (words.get(word) ?? 0) + 1);
    };
    const walk = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        note(node.name);
        walk(node.children ?? []);
      }
    };
    walk(await categoryTree(ebsn));
    for (let page = 1; page <= MAX_NAME_PAGES; page++) {
      const list = await ebsn.product.list({ page, pageSize: NAMES_PAGE_SIZE });
      for (const product of list.products ?? []) note(product.name ?? '');
      if (page >= (list.page?.totPages ?? 1)) break;
    }
    return words;
  });
}

/** "Forse cercavi…" for a search that found nothing; undefined when there is nothing to offer. */
export async function didYouMean(ebsn: EbsnClient, q: string): Promise<string | undefined> {
  try {
    return closestSearch(q, await catalogueWords(ebsn));
  } catch (error) {
    // No suggestion is no loss: the empty result still says so and offers a way on.
    console.warn('[catalogue] the catalogue words are unavailable', error);
    return undefined;
  }
}
