import { describe, expect, it } from 'vitest';
import { closestSearch, editDistance, wordsOf } from './did-you-mean';

const words = new Map([
  ['spaghetti', 12],
  ['spaghettoni', 2],
  ['integrali', 3],
  ['latte', 20],
  ['lattuga', 2],
  ['mozzarella', 5],
]);

describe('editDistance', () => {
  it('counts an insertion, a change and a swap of neighbours as one edit each', () => {
    expect(editDistance('spagheti', 'spaghetti')).toBe(1);
    expect(editDistance('latte', 'lotte')).toBe(1);
    expect(editDistance('mozarrella', 'mozzarella')).toBe(2);
    expect(editDistance('latet', 'latte')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestSearch', () => {
  it('suggests the catalogue word closest to a misspelt one', () => {
    expect(closestSearch('spagheti', words)).toBe('spaghetti');
    expect(closestSearch('Spagheti integarli', words)).toBe('spaghetti integrali');
    expect(closestSearch('mozarrella', words)).toBe('mozzarella');
  });

  it('suggests nothing when every word is in the catalogue or nothing is close', () => {
    expect(closestSearch('spaghetti', words)).toBeUndefined();
    expect(closestSearch('spag', words)).toBeUndefined();
    expect(closestSearch('zzzqqq', words)).toBeUndefined();
    expect(closestSearch('spagheti zzzqqq', words)).toBeUndefined();
  });
});

describe('wordsOf', () => {
  it('keeps the lowercase words of a name, without numbers and short words', () => {
    expect(wordsOf('Spaghetti n.5 di Gragnano')).toEqual(['spaghetti', 'gragnano']);
  });
});
