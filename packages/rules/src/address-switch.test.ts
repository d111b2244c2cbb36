import { describe, expect, it } from 'vitest';
import { addressSwitchChanges } from './address-switch.ts';
import { AVAILABILITY } from './availability.ts';

const line = (itemId: string, code?: number) => ({ itemId, code });

describe('addressSwitchChanges', () => {
  it('lists the lines the switch makes undeliverable, not those already blocked', () => {
    const changes = addressSwitchChanges(
      { lines: [line('a'), line('b', AVAILABILITY.dayLock), line('c')], deliveryFee: 7.9 },
      {
        lines: [line('a', AVAILABILITY.leadTime), line('b', AVAILABILITY.dayLock), line('c')],
        deliveryFee: 7.9,
      },
    );
    expect(changes.lostItemIds).toEqual(['a']);
    expect(changes.asks).toBe(true);
  });

  it('asks when only the fee changes, in cents', () => {
    const changes = addressSwitchChanges(
      { lines: [line('a')], deliveryFee: 7.9 },
      { lines: [line('a')], deliveryFee: 0 },
    );
    expect(changes).toEqual({ lostItemIds: [], feeBeforeCents: 790, feeAfterCents: 0, asks: true });
  });

  it('switches without asking when nothing is lost and the fee stays', () => {
    const same = addressSwitchChanges(
      { lines: [line('a'), line('b', 2)], deliveryFee: 4.9 },
      { lines: [line('a'), line('b', 2)], deliveryFee: 4.9 },
    );
    expect(same.asks).toBe(false);
    expect(
      addressSwitchChanges({ lines: [], deliveryFee: undefined }, { lines: [], deliveryFee: 0 })
        .asks,
    ).toBe(false);
  });
});
