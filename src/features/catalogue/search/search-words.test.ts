// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { manualClock, memoryStorage } from '../../../platform/shopper/local-storage.test-helpers';
import {
  DAY_WORDS_SAVED,
  MAX_SEARCH_WORDS,
  recordSearchWord,
  SEARCH_WORDS_KEY,
  savedSearchWords,
} from './search-words';

const DAY = 86_400_000;
const START = Date.parse('2026-11-10T09:00:00Z');

const clock = (start = START) => manualClock(start);

describe('saved search words', () => {
  it('given a submitted word, then it is kept trimmed, counted once and dated now', () => {
    const storage = memoryStorage();
    const time = clock();
    recordSearchWord('  pasta   fresca ', { storage, now: time.now });
    expect(savedSearchWords({ storage, now: time.now })).toEqual([
      { name: 'pasta fresca', counter: 1, timestamp: START },
    ]);
    expect(JSON.parse(storage.getItem(SEARCH_WORDS_KEY) ?? '')).toHaveLength(1);
  });

  it('given the same word in other letters, then its counter grows and its date is refreshed', () => {
    const storage = memoryStorage();
    const time = clock();
    recordSearchWord('Latte', { storage, now: time.now });
    time.advance(DAY);
    const words = recordSearchWord(' LATTE ', { storage, now: time.now });
    expect(words).toEqual([{ name: 'Latte', counter: 2, timestamp: START + DAY }]);
  });

  it('given several words, then the most searched come first, then the most recent', () => {
    const storage = memoryStorage();
    const time = clock();
    for (const word of ['olio', 'latte', 'pane', 'latte', 'olio', 'latte', 'uova']) {
      recordSearchWord(word, { storage, now: time.now });
      time.advance(60_000);
    }
    expect(savedSearchWords({ storage, now: time.now }).map((word) => word.name)).toEqual([
      'latte',
      'olio',
      'uova',
      'pane',
    ]);
  });

  it(`given a word not searched for more than ${DAY_WORDS_SAVED} days, then it is dropped, also from storage`, () => {
    const storage = memoryStorage();
    const time = clock();
    recordSearchWord('basilico', { storage, now: time.now });
    recordSearchWord('basilico', { storage, now: time.now });
    time.advance(DAY_WORDS_SAVED * DAY);
    recordSearchWord('rucola', { storage, now: time.now });
    expect(savedSearchWords({ storage, now: time.now }).map((word) => word.name)).toEqual([
      'basilico',
      'rucola',
    ]);
    time.advance(1);
    expect(savedSearchWords({ storage, now: time.now }).map((word) => word.name)).toEqual([
      'rucola',
    ]);
    recordSearchWord('pomodori', { storage, now: time.now });
    expect(storage.getItem(SEARCH_WORDS_KEY)).not.toContain('basilico');
  });

  it('given an empty word, then nothing is saved', () => {
    const storage = memoryStorage();
    expect(recordSearchWord('   ', { storage })).toEqual([]);
    expect(storage.getItem(SEARCH_WORDS_KEY)).toBeNull();
  });

  it('given broken stored content, then it is ignored and a new word replaces it', () => {
    const time = clock();
    for (const broken of ['{not json', '"latte"', '{"name":"latte"}', 'null']) {
      const storage = memoryStorage({ [SEARCH_WORDS_KEY]: broken });
      expect(savedSearchWords({ storage, now: time.now })).toEqual([]);
      expect(recordSearchWord('latte', { storage, now: time.now })).toEqual([
        { name: 'latte', counter: 1, timestamp: START },
      ]);
    }
  });

  it('given a list with some broken entries, then the good ones are kept', () => {
    const good = { name: 'olio', counter: 3, timestamp: START };
    const storage = memoryStorage({
      [SEARCH_WORDS_KEY]: JSON.stringify([
        good,
        null,
        'pane',
        { name: '', counter: 1, timestamp: START },
        { name: 'sale', counter: 'due', timestamp: START },
        { name: 'zucchero', counter: 1 },
      ]),
    });
    expect(savedSearchWords({ storage, now: () => START })).toEqual([good]);
  });

  it('given no storage, or one that refuses to read or write, then nothing throws', () => {
    expect(recordSearchWord('latte', { storage: undefined, now: () => START })).toEqual([
      { name: 'latte', counter: 1, timestamp: START },
    ]);
    expect(savedSearchWords({ storage: undefined })).toEqual([]);
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(savedSearchWords({ storage: refusing })).toEqual([]);
    expect(() => recordSearchWord('latte', { storage: refusing })).not.toThrow();
  });

  it('given localStorage, then it is used by default', () => {
    recordSearchWord('farina');
    expect(localStorage.getItem(SEARCH_WORDS_KEY)).toContain('farina');
    expect(savedSearchWords().map((word) => word.name)).toEqual(['farina']);
  });

  it(`given more than ${MAX_SEARCH_WORDS} words, then the least searched, oldest go`, () => {
    const storage = memoryStorage();
    const time = clock();
    recordSearchWord('primo', { storage, now: time.now });
    recordSearchWord('primo', { storage, now: time.now });
    for (let index = 0; index < MAX_SEARCH_WORDS; index += 1) {
      time.advance(1000);
      recordSearchWord(`parola ${index}`, { storage, now: time.now });
    }
    const words = savedSearchWords({ storage, now: time.now });
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(words[0]?.name).toBe('primo');
    expect(words.map((word) => word.name)).not.toContain('parola 0');
  });
});
