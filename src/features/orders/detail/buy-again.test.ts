import { describe, expect, it } from 'vitest';
import { buyAgainSummary } from './buy-again';

describe('buyAgainSummary', () => {
  it('given an answer without warnings, then every line of the order was added', () => {
    expect(buyAgainSummary(4, { warnings: [], infos: [] })).toEqual({
      added: 4,
      notAdded: [],
      infos: [],
    });
  });

  it('given a warning per product left out, then those are named and the rest counted', () => {
    const answer = {
      warnings: ['Latte UHT: Prodotto non disponibile'],
      infos: ['Carrello aggiornato'],
    };
    expect(buyAgainSummary(4, answer)).toEqual({
      added: 3,
      notAdded: ['Latte UHT: Prodotto non disponibile'],
      infos: ['Carrello aggiornato'],
    });
  });

  it('given more warnings than lines, then none is counted as added (never below zero)', () => {
    expect(buyAgainSummary(1, { warnings: ['a', 'b'], infos: [] }).added).toBe(0);
  });
});
