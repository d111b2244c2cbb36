import { describe, expect, it } from 'vitest';
import { PAST_RATINGS_SHOWN, pastRatingsOf } from './past-ratings';

const note = (orderId: number, rating: number | null, extra: Record<string, unknown> = {}) => ({
  noteId: orderId,
  orderId,
  rating,
  text: 'Bene',
  ...extra,
});

describe('the past ratings an order detail shows (note/list/)', () => {
  it('given notes of other orders, then each with its stars, comment and day, in server order', () => {
    const answer = {
      notes: [note(897, 4, { updatedAt: '2026-11-20T10:00:00Z' }), note(890, 5, { text: ' Ok ' })],
    };
    expect(pastRatingsOf(answer, 1)).toEqual([
      { orderId: 897, stars: 4, text: 'Bene', on: '20/11/2026' },
      { orderId: 890, stars: 5, text: 'Ok', on: undefined },
    ]);
  });

  it('given the order shown among them, then it is left out: its rating is in its own form', () => {
    expect(
      pastRatingsOf({ notes: [note(890, 5), note(897, 3)] }, 890).map((r) => r.orderId),
    ).toEqual([897]);
  });

  it('given notes without stars 1–5 or a bad date, then those are no ratings or have no day', () => {
    const answer = {
      notes: [note(1, null), note(2, 0), note(3, 6), note(4, 2, { updatedAt: 'x' })],
    };
    expect(pastRatingsOf(answer, 9)).toEqual([
      { orderId: 4, stars: 2, text: 'Bene', on: undefined },
    ]);
  });

  it('given many, then the latest few; given a bad answer, then none', () => {
    const many = { notes: Array.from({ length: 9 }, (_, i) => note(i + 1, 5)) };
    expect(pastRatingsOf(many, 99)).toHaveLength(PAST_RATINGS_SHOWN);
    expect(pastRatingsOf(undefined, 1)).toEqual([]);
    expect(pastRatingsOf({ notes: 'no' }, 1)).toEqual([]);
  });
});
