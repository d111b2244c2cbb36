import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../platform/shopper/cart-state';
import { addressTypeOfService, deliveryLocks, hasAddress, hasTimeslot } from './delivery-state';

const cart = (extra: Partial<Cart>): Cart => ({ cartId: 9, ...extra });

describe('what the cart says about delivery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an address or a slot the server assumed (autoAssigned) counts as not chosen', () => {
    const address = { addressId: 300, autoAssigned: false };
    expect(hasAddress(cart({ shippingAddress: address }))).toBe(true);
    expect(hasAddress(cart({ shippingAddress: { ...address, autoAssigned: true } }))).toBe(false);
    expect(hasAddress(cart({}))).toBe(false);
    expect(hasAddress(null)).toBe(false);
    const slot = { date: '2026-11-25', timeslotId: 12, autoAssigned: false };
    expect(hasTimeslot(cart({ timeslot: slot }))).toBe(true);
    expect(hasTimeslot(cart({ timeslot: { ...slot, autoAssigned: true } }))).toBe(false);
    expect(hasTimeslot(cart({ timeslot: { ...slot, timeslotId: 0 } }))).toBe(false);
    expect(hasTimeslot(cart({ timeslot: { timeslotId: 12 } }))).toBe(false);
  });

  it("with the shop's ACCEPT_AUTO_ASSIGNED_DELIVERY on the page, what the server assumed counts", () => {
    const assumed = cart({
      shippingAddress: { addressId: 300, autoAssigned: true },
      timeslot: { date: '2026-11-25', timeslotId: 12, autoAssigned: true },
    });
    expect([hasAddress(assumed), hasTimeslot(assumed)]).toEqual([false, false]);
    vi.stubGlobal('document', {
      documentElement: { hasAttribute: (name: string) => name === 'data-auto-assigned-counts' },
    });
    expect([hasAddress(assumed), hasTimeslot(assumed)]).toEqual([true, true]);
  });

  it('an order reopened for modification (status 7) locks the address, not the slot', () => {
    expect(deliveryLocks(cart({ cartStatusId: 7 }), '/')).toEqual({
      address: true,
      timeslot: false,
    });
    expect(deliveryLocks(cart({ cartStatusId: 1 }), '/checkout')).toEqual({
      address: false,
      timeslot: false,
    });
  });

  it('on /payment both the address and the slot are locked', () => {
    expect(deliveryLocks(cart({ cartStatusId: 1 }), '/payment')).toEqual({
      address: true,
      timeslot: true,
    });
    expect(deliveryLocks(null, '/payment/')).toEqual({ address: true, timeslot: true });
    expect(deliveryLocks(null, '/paymentx')).toEqual({ address: false, timeslot: false });
  });

  it('lockers deliver to locker addresses, store pickup to stores, the rest at home', () => {
    expect([1, 2, 3, 10000, 10002].map(addressTypeOfService)).toEqual([3, 2, 2, 5, 5]);
  });
});
