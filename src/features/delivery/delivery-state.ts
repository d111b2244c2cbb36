/**
 * What the cart says about delivery (spec: shopping §3 Cart, §4 "Address, timeslot and store
 * flow"; account §4 Cart status 7): whether an address and a slot are chosen, and what may be
 * changed now. Pure, so the dialogs, the cart drawer and the add-to-cart flow agree.
 */
import type { MessageKey } from '@sporta/i18n';
import { isModifyingOrder } from '@sporta/rules';
import type { Cart } from '../../platform/shopper/cart-state';

/** Delivery service ids (spec: shopping §9). */
export const SERVICE = {
  storePickup: 1,
  homeDelivery: 2,
  shoppingHelper: 3,
  lockerCarate: 10000,
  locker: 10002,
} as const;

/** Address types (spec: shopping §9): 2 home, 3 store, 5 locker. */
export const ADDRESS_TYPE = { home: 2, store: 3, locker: 5 } as const;

/** The services whose addresses are lockers. */
export const LOCKER_SERVICES: readonly number[] = [SERVICE.lockerCarate, SERVICE.locker];

/** On this route both the address and the slot are locked (spec: shopping §4). */
export const PAYMENT_PATH = '/payment';

// spec: shopping §4 "Timeslot and address count as unassigned when flagged autoAssigned".
export { hasAddress, hasTimeslot } from '../../platform/shopper/cart-state';

export interface DeliveryLocks {
  address: boolean;
  timeslot: boolean;
}

// spec: shopping §4 "Cart status 7 … address editing is locked. On the Payment route both
// address and timeslot are locked; otherwise only the timeslot stays editable."
/** What the shopper may not change now. */
export function deliveryLocks(cart: Cart | null, pathname: string): DeliveryLocks {
  const paying = pathname === PAYMENT_PATH || pathname.startsWith(`${PAYMENT_PATH}/`);
  return {
    address: paying || isModifyingOrder(cart?.cartStatusId),
    timeslot: paying,
  };
}

/** The cart's delivery service (its shipping address's), if any. */
export function serviceOf(cart: Cart | null): number | undefined {
  return cart?.shippingAddress?.deliveryServiceId;
}

/** The address type a service delivers to: lockers 5, store pickup 3, the rest home 2. */
export function addressTypeOfService(serviceId: number): number {
  if (LOCKER_SERVICES.includes(serviceId)) return ADDRESS_TYPE.locker;
  return serviceId === SERVICE.storePickup ? ADDRESS_TYPE.store : ADDRESS_TYPE.home;
}

/** Facilitated delivery is tied to consent 4 (spec: account §6, §9). */
export const FACILITATED_LEGAL_ID = 4;

/** The shopper may ask for facilitated delivery: they hold consent 4. */
export function holdsFacilitatedConsent(cart: Cart | null | undefined): boolean {
  return (cart?.user?.legals ?? []).some((legal) => legal.legalId === FACILITATED_LEGAL_ID);
}

const SERVICE_NAME_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'deliveryService.1',
  2: 'deliveryService.2',
  3: 'deliveryService.3',
  10000: 'deliveryService.10000',
  10002: 'deliveryService.10002',
};

/** The catalogue key of a service's name (account §9), if the shop knows the service. */
export function serviceNameKey(serviceId: number | undefined): MessageKey | undefined {
  return serviceId === undefined ? undefined : SERVICE_NAME_KEYS[serviceId];
}
