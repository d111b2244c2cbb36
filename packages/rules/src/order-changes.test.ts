import { describe, expect, it } from 'vitest';
import { orderChangeDeadline, orderChangesCloseAt } from './order-changes.ts';
import { italianInstant } from './shop-time.ts';

describe('until when a placed order can be changed', () => {
  it('given a slot at 14:00, then changes close at 02:00 the same day', () => {
    expect(orderChangeDeadline('2026-12-02', '14:00')).toEqual({
      date: '2026-12-02',
      time: '02:00',
    });
  });

  it('given a morning slot, then the deadline is the evening before, in Italian time', () => {
    expect(orderChangeDeadline('2026-12-02', '08:00')).toEqual({
      date: '2026-12-01',
      time: '20:00',
    });
    expect(orderChangesCloseAt('2026-12-02', '08:00')).toBe(
      italianInstant('2026-12-02', '08:00') - 12 * 3600_000,
    );
  });

  it('given a malformed slot, then there is no deadline to show', () => {
    expect(orderChangeDeadline('2026-12-02', '')).toBeUndefined();
  });
});
