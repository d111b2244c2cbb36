import { describe, expect, it } from 'vitest';
import { missingToShop, type ShoppingState } from './shopping-readiness.ts';

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
