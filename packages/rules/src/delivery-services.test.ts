import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE,
  addressTypeOfService,
  DELIVERY_SERVICE,
  FACILITATED_ADDRESS_CLASS_ID,
  FACILITATED_LEGAL_ID,
  hasFacilitatedClass,
  LOCKER_SERVICES,
} from './delivery-services.ts';

describe('delivery services (spec: shopping §9)', () => {
  it.each([
    [DELIVERY_SERVICE.storePickup, 1],
    [DELIVERY_SERVICE.homeDelivery, 2],
    [DELIVERY_SERVICE.shoppingHelper, 3],
    [DELIVERY_SERVICE.lockerCarate, 10000],
    [DELIVERY_SERVICE.locker, 10002],
  ])('service id %i is %i', (id, expected) => expect(id).toBe(expected));

  it('delivers lockers to type 5, store pickup to 3, the rest home to 2', () => {
    expect(addressTypeOfService(10000)).toBe(ADDRESS_TYPE.locker);
    expect(addressTypeOfService(10002)).toBe(5);
    expect(addressTypeOfService(1)).toBe(ADDRESS_TYPE.store);
    expect(addressTypeOfService(1)).toBe(3);
    expect(addressTypeOfService(2)).toBe(ADDRESS_TYPE.home);
    expect(addressTypeOfService(3)).toBe(2);
    expect(LOCKER_SERVICES).toEqual([10000, 10002]);
  });
});

describe('facilitated delivery (spec: account §6, §9)', () => {
  it('is consent 4 and address class 999', () => {
    expect(FACILITATED_LEGAL_ID).toBe(4);
    expect(FACILITATED_ADDRESS_CLASS_ID).toBe(999);
  });

  it('marks an address of class 999 only', () => {
    expect(hasFacilitatedClass([{ addressClassId: 1 }, { addressClassId: 999 }])).toBe(true);
    expect(hasFacilitatedClass([{ addressClassId: 1 }, {}])).toBe(false);
    expect(hasFacilitatedClass(undefined)).toBe(false);
    expect(hasFacilitatedClass([])).toBe(false);
  });
});
