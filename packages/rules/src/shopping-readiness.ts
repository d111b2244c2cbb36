/**
 * May this shopper add to the cart, or check out, now — and if not, what is missing first (spec:
 * shopping §4 "Add to cart: the user must be logged in, have an address and have a timeslot (these
 * checks are skipped when an anonymous cart is configured)", §6; account §2 Guards). One decision
 * for the product cards, the delivery dialogs' chain and /checkout.
 */

/** What the shopper has now. */
export interface ShoppingState {
  signedIn: boolean;
  /** An address the shopper chose (one the server assumed does not count). */
  hasAddress: boolean;
  /** A slot the shopper chose (likewise). */
  hasTimeslot: boolean;
}

/** What to ask for first. */
export type MissingToShop = 'login' | 'address' | 'timeslot';

/**
 * undefined when the shopper may go on; else the first thing to ask for, in the spec's order.
 * `step` 'add' with `anonymousCart` (the shop's PUBLIC_ANONYMOUS_CART) asks for nothing: the
 * guest fills a cart and is asked at checkout, where nothing is ever skipped.
 */
export function missingToShop(
  state: ShoppingState,
  step: 'add' | 'checkout',
  anonymousCart: boolean,
): MissingToShop | undefined {
  if (step === 'add' && anonymousCart) return undefined;
  if (!state.signedIn) return 'login';
  if (!state.hasAddress) return 'address';
  if (!state.hasTimeslot) return 'timeslot';
  return undefined;
}

/** The parts of a cart that say where and when (the API's Cart fits). */
export interface CartDelivery {
  readonly shippingAddress?:
    | { readonly addressId: number; readonly autoAssigned?: boolean | undefined }
    | null
    | undefined;
  readonly timeslot?:
    | {
        readonly date?: string | undefined;
        readonly timeslotId?: number | undefined;
        readonly autoAssigned?: boolean | undefined;
      }
    | null
    | undefined;
}

// spec: shopping §4 "Timeslot and address count as unassigned when flagged autoAssigned, unless
// configuration bypasses it": `autoAssignedCounts` is that configuration (the storefront's
// ACCEPT_AUTO_ASSIGNED_DELIVERY, off by default), under which what the server assumed is taken.
/** The shopper chose where the shopping goes (an address the server merely assumed does not count). */
export function hasAddress(
  cart: CartDelivery | null | undefined,
  autoAssignedCounts = false,
): boolean {
  const address = cart?.shippingAddress;
  return Boolean(address && address.addressId > 0 && (autoAssignedCounts || !address.autoAssigned));
}

/** The shopper chose when (a slot the server merely assumed does not count, unless configured). */
export function hasTimeslot(
  cart: CartDelivery | null | undefined,
  autoAssignedCounts = false,
): boolean {
  const slot = cart?.timeslot;
  return Boolean(
    slot?.date && (slot.timeslotId ?? 0) > 0 && (autoAssignedCounts || !slot.autoAssigned),
  );
}
