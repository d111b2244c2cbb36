/**
 * The shopper's saved search words (spec: shopping §3 "Search word: name, counter, timestamp";
 * §9 "Search words kept for a configurable number of days (dayWordsSaved, set to 30), sorted by
 * counter descending", "Persisted locally: … search words"). Plain functions over a Storage
 * (localStorage by default); unreadable content is ignored and a storage that is missing or
 * refuses to write loses the words, never the search.
 */
import {
  type LocalStorageOptions,
  localStorageSettings,
} from '../../../platform/shopper/local-storage';

export interface SearchWord {
  name: string;
  /** How many times it was searched. */
  counter: number;
  /** When it was last searched, in milliseconds since the epoch. */
  timestamp: number;
}

export const SEARCH_WORDS_KEY = 'sporta.searchWords';
/** spec: shopping §9 dayWordsSaved. */
export const DAY_WORDS_SAVED = 30;
/** Beyond the spec: the list stays small, the least searched words go first. */
export const MAX_SEARCH_WORDS = 50;
/** As /search reads its words (src/pages/search.astro). */
const MAX_WORD_LENGTH = 100;
const DAY_MS = 86_400_000;

export type SearchWordsOptions = LocalStorageOptions;

/** The saved words still in their days, most searched first, then the most recent. */
export function savedSearchWords(options: SearchWordsOptions = {}): SearchWord[] {
  const { storage, now } = localStorageSettings(options);
  return kept(read(storage), now());
}

/**
 * Saves a submitted search: a word already there (case and spaces aside) keeps its spelling,
 * counts once more and is dated now; a new one starts at 1. Gives the words as they now are.
 */
export function recordSearchWord(typed: string, options: SearchWordsOptions = {}): SearchWord[] {
  const { storage, now } = localStorageSettings(options);
  const name = typed.trim().replace(/\s+/g, ' ').slice(0, MAX_WORD_LENGTH);
  const timestamp = now();
  const words = kept(read(storage), timestamp);
  if (name === '') return words;
  const key = name.toLocaleLowerCase('it');
  const found = words.find((word) => word.name.toLocaleLowerCase('it') === key);
  const others = words.filter((word) => word !== found);
  const word = { name: found?.name ?? name, counter: (found?.counter ?? 0) + 1, timestamp };
  const next = kept([...others, word], timestamp);
  try {
    storage?.setItem(SEARCH_WORDS_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the search goes on without the word.
  }
  return next;
}

function kept(words: SearchWord[], now: number): SearchWord[] {
  return words
    .filter((word) => now - word.timestamp <= DAY_WORDS_SAVED * DAY_MS)
    .sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp)
    .slice(0, MAX_SEARCH_WORDS);
}

/** The stored words that look right; anything else is left out. */
function read(storage: Storage | undefined): SearchWord[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(SEARCH_WORDS_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(stored) ? stored.filter(isSearchWord) : [];
}

function isSearchWord(value: unknown): value is SearchWord {
  if (typeof value !== 'object' || value === null) return false;
  const { name, counter, timestamp } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof counter === 'number' &&
    counter >= 1 &&
    Number.isFinite(counter) &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}
