import { describe, expect, it } from 'vitest';
import {
  hasAddress,
  hasTimeslot,
  missingToShop,
  type ShoppingState,
} from './shopping-readiness.ts';

const state = (signedIn: boolean, hasAddress: boolean, hasTimeslot: boolean): ShoppingState => ({
  signedIn,
  hasAddress,
  hasTimeslot,
});

describe('what a shopper lacks before adding or checking out (shopping §4)', () => {
  it.each([
    [state(false, false, false), 'login'],
    [state(true, false, false), 'address'],
    [state(true, false, true), 'address'],
    [state(true, true, false), 'timeslot'],
    [state(true, true, true), undefined],
  ] as const)('without an anonymous cart, %o lacks %s to add and to check out', (now, missing) => {
    expect(missingToShop(now, 'add', false)).toBe(missing);
    expect(missingToShop(now, 'checkout', false)).toBe(missing);
    // Checkout asks the same whatever the setting.
    expect(missingToShop(now, 'checkout', true)).toBe(missing);
  });

  it('with an anonymous cart, anyone may add: guest, no address, no slot', () => {
    for (const now of [
      state(false, false, false),
      state(true, false, false),
      state(true, true, false),
    ])
      expect(missingToShop(now, 'add', true)).toBeUndefined();
  });
});

describe('an address and a slot the shopper chose (shopping §4 autoAssigned)', () => {
  it('counts an address with an id, not one the server assumed', () => {
    expect(hasAddress({ shippingAddress: { addressId: 3 } })).toBe(true);
    expect(hasAddress({ shippingAddress: { addressId: 3, autoAssigned: true } })).toBe(false);
    expect(hasAddress({ shippingAddress: { addressId: 0 } })).toBe(false);
    expect(hasAddress(null)).toBe(false);
  });

  it('counts a slot with a day and an id, not one the server assumed', () => {
    expect(hasTimeslot({ timeslot: { date: '2026-11-27', timeslotId: 4 } })).toBe(true);
    expect(
      hasTimeslot({ timeslot: { date: '2026-11-27', timeslotId: 4, autoAssigned: true } }),
    ).toBe(false);
    expect(hasTimeslot({ timeslot: { timeslotId: 4 } })).toBe(false);
    expect(hasTimeslot({ timeslot: { date: '2026-11-27', timeslotId: 0 } })).toBe(false);
    expect(hasTimeslot(undefined)).toBe(false);
  });
});

describe('the setting that bypasses autoAssigned (shopping §4 "unless configuration bypasses it")', () => {
  const assumedAddress = { shippingAddress: { addressId: 3, autoAssigned: true } };
  const assumedSlot = { timeslot: { date: '2026-11-27', timeslotId: 4, autoAssigned: true } };

  it('off (the default): what the server assumed is still to be chosen', () => {
    expect(hasAddress(assumedAddress, false)).toBe(false);
    expect(hasTimeslot(assumedSlot, false)).toBe(false);
  });

  it('on: an assumed address and slot count as chosen, a missing one still does not', () => {
    expect(hasAddress(assumedAddress, true)).toBe(true);
    expect(hasTimeslot(assumedSlot, true)).toBe(true);
    expect(hasAddress({ shippingAddress: { addressId: 0, autoAssigned: true } }, true)).toBe(false);
    expect(hasTimeslot({ timeslot: { timeslotId: 4, autoAssigned: true } }, true)).toBe(false);
    expect(hasAddress(null, true)).toBe(false);
  });
});
