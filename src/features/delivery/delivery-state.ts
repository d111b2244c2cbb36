/**
 * What the cart says about delivery (spec: shopping §3 Cart, §4 "Address, timeslot and store
 * flow"; account §4 Cart status 7): whether an address and a slot are chosen, and what may be
 * changed now. Pure, so the dialogs, the cart drawer and the add-to-cart flow agree.
 */
import type { MessageKey } from '@sporta/i18n';
import {
  hasAddress as chosenAddress,
  hasTimeslot as chosenTimeslot,
  FACILITATED_LEGAL_ID,
  isModifyingOrder,
} from '@sporta/rules';
import { autoAssignedCountsOn } from '../../platform/auto-assigned';
import type { Cart } from '../../platform/shopper/cart-state';

// Service ids, address types and lockers are the shop's constants, shared with the reference
// backend: @sporta/rules decides them (delivery-services.ts); the dialogs keep their short name.
export {
  ADDRESS_TYPE,
  addressTypeOfService,
  DELIVERY_SERVICE as SERVICE,
  LOCKER_SERVICES,
} from '@sporta/rules';

/** On this route both the address and the slot are locked (spec: shopping §4). */
export const PAYMENT_PATH = '/payment';

// spec: shopping §4 "Timeslot and address count as unassigned when flagged autoAssigned, unless
// configuration bypasses it": the rule, with the shop's setting as this page carries it.
/** The shopper chose where (or the shop takes what the API assumed: ACCEPT_AUTO_ASSIGNED_DELIVERY). */
export const hasAddress = (cart: Cart | null | undefined): boolean =>
  chosenAddress(cart, autoAssignedCountsOn());

/** The shopper chose when (likewise). */
export const hasTimeslot = (cart: Cart | null | undefined): boolean =>
  chosenTimeslot(cart, autoAssignedCountsOn());

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

/** The shopper may ask for facilitated delivery: they hold consent 4 (spec: account §6, §9). */
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
