/**
 * The shop's delivery constants (spec: shopping §9; account §2, §6, §9): service ids, the
 * address type each service delivers to, and what marks facilitated delivery. One definition
 * for the storefront's dialogs and the reference backend.
 */

/** Delivery service ids (spec: shopping §9). */
export const DELIVERY_SERVICE = {
  storePickup: 1,
  homeDelivery: 2,
  shoppingHelper: 3,
  lockerCarate: 10000,
  locker: 10002,
} as const;

/** Address types (spec: shopping §9): 2 home, 3 store, 5 locker. */
export const ADDRESS_TYPE = { home: 2, store: 3, locker: 5 } as const;

/** The services whose addresses are lockers. */
export const LOCKER_SERVICES: readonly number[] = [
  DELIVERY_SERVICE.lockerCarate,
  DELIVERY_SERVICE.locker,
];

/** The address type a service delivers to: lockers 5, store pickup 3, the rest home 2. */
export function addressTypeOfService(serviceId: number): number {
  if (LOCKER_SERVICES.includes(serviceId)) return ADDRESS_TYPE.locker;
  return serviceId === DELIVERY_SERVICE.storePickup ? ADDRESS_TYPE.store : ADDRESS_TYPE.home;
}

/** Facilitated delivery is tied to consent (legal) 4 (spec: account §6, §9). */
export const FACILITATED_LEGAL_ID = 4;

/** A saved address granted facilitated delivery carries address class 999 (spec: account §2, §9). */
export const FACILITATED_ADDRESS_CLASS_ID = 999;

/** An address of class 999, from its list of classes as the API gives them. */
export function hasFacilitatedClass(
  classes: readonly { readonly addressClassId?: number | undefined }[] | null | undefined,
): boolean {
  return (classes ?? []).some((entry) => entry.addressClassId === FACILITATED_ADDRESS_CLASS_ID);
}
