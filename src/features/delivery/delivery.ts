/**
 * Choosing where and when (spec: shopping §4 "Address, timeslot and store flow"; account §2
 * Address selector, §4): the dialogs as actions that return what the spec's dialogs return, the
 * flow that chains them, and the calls that put a choice on the cart. Islands render, these act.
 *
 * - `chooseAddress()` → 'setTimeslot' (an address was set) | 'setStore' (look for a store) | undefined
 * - `chooseStore()`   → 'setTimeslot' (a store was set) | 'setAddress' (back to the addresses) | undefined
 * - `chooseTimeslot()` → 'done' | 'setAddress' | { action: 'setAddress', deliveryServiceId } | undefined
 */

import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { missingToShop } from '@sporta/rules';
import {
  type AddressChoice,
  accountModuleArea,
  addressArea,
  cartArea,
  storeArea,
  timeslotArea,
} from '@sporta/sdk';
import { atom } from 'nanostores';
import { anonymousCartOn } from '../../platform/shopper/anonymous-cart';
import { $cart, type Cart, cartChanged, readCart } from '../../platform/shopper/cart-state';
import { $session } from '../../platform/shopper/shopper';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { answeringOverlay, askOverlay, openOverlay } from '../../shell/overlay/overlay';
import { showToast } from '../../shell/overlay/toasts';
import { requireLogin } from '../auth';
import { deliveryLocks, hasAddress, hasTimeslot } from './delivery-state';

addMessages(delivery);

export const ADDRESS_OVERLAY = 'address';
export const STORE_OVERLAY = 'store';
export const TIMESLOT_OVERLAY = 'timeslot';

export type AddressAnswer = 'setTimeslot' | 'setStore';
export type StoreAnswer = 'setTimeslot' | 'setAddress';
export type TimeslotAnswer =
  | 'done'
  | 'setAddress'
  | { action: 'setAddress'; deliveryServiceId: number };

/** The delivery dialogs, each with the answers the spec gives it. */
export const ADDRESS_DIALOG = answeringOverlay<AddressAnswer>(ADDRESS_OVERLAY);
export const STORE_DIALOG = answeringOverlay<StoreAnswer>(STORE_OVERLAY);
export const TIMESLOT_DIALOG = answeringOverlay<TimeslotAnswer>(TIMESLOT_OVERLAY);

/** What the address or store dialog is opened for: the tab (service) to show first. */
export interface DeliveryRequest {
  deliveryServiceId?: number;
}

/** The request of the dialog being opened (read by the address and store dialogs). */
export const $deliveryRequest = atom<DeliveryRequest>({});

/**
 * The address dialog; not while the address is locked (an order being modified, /payment):
 * then the shopper is told why and nothing opens.
 */
export function chooseAddress(request: DeliveryRequest = {}): Promise<AddressAnswer | undefined> {
  const locks = deliveryLocks($cart.get(), location.pathname);
  if (locks.address) {
    showToast({
      kind: 'warning',
      message: t(locks.timeslot ? 'delivery.locked.payment' : 'delivery.locked.address'),
    });
    return Promise.resolve(undefined);
  }
  $deliveryRequest.set(request);
  return askOverlay(ADDRESS_DIALOG);
}

export function chooseStore(request: DeliveryRequest = {}): Promise<StoreAnswer | undefined> {
  $deliveryRequest.set(request);
  return askOverlay(STORE_DIALOG);
}

export function chooseTimeslot(): Promise<TimeslotAnswer | undefined> {
  return askOverlay(TIMESLOT_DIALOG);
}

type Step = { dialog: 'address' | 'store'; request: DeliveryRequest } | { dialog: 'timeslot' };

/**
 * The spec's chain from one dialog to the next, until the cart has what was asked or the
 * shopper closes a dialog: the timeslot dialog may send to the addresses (for a service), the
 * addresses to the stores and back; a chosen address or store goes on to the slot when the cart
 * has none. True when it ended with the address and slot the shopper wanted.
 */
export async function arrangeDelivery(first: 'address' | 'timeslot'): Promise<boolean> {
  let step: Step =
    first === 'address' ? { dialog: 'address', request: {} } : { dialog: 'timeslot' };
  for (;;) {
    if (step.dialog === 'timeslot') {
      const answer = await chooseTimeslot();
      if (answer === 'done') return true;
      if (answer === undefined) return false;
      step = {
        dialog: 'address',
        request: typeof answer === 'object' ? { deliveryServiceId: answer.deliveryServiceId } : {},
      };
      continue;
    }
    const answer =
      step.dialog === 'address'
        ? await chooseAddress(step.request)
        : await chooseStore(step.request);
    if (answer === undefined) return false;
    // The address dialog says which service to look for (its tab) in $deliveryRequest.
    if (answer === 'setStore') step = { dialog: 'store', request: $deliveryRequest.get() };
    // The store dialog says which service it goes back to (home delivery) the same way.
    else if (answer === 'setAddress') step = { dialog: 'address', request: $deliveryRequest.get() };
    else if (hasTimeslot($cart.get())) return true;
    else step = { dialog: 'timeslot' };
  }
}

/**
 * Before anything goes in the cart (spec: shopping §4 Add to cart) or the shopper checks out:
 * a shopper, an address and a slot, asking for each that is missing (@sporta/rules
 * `missingToShop`; an anonymous cart asks nothing before an add). True when nothing is missing.
 */
export async function readyToShop(step: 'add' | 'checkout' = 'add'): Promise<boolean> {
  const anonymous = anonymousCartOn();
  const lacks = (signedIn: boolean, cart: Cart | null) =>
    missingToShop(
      { signedIn, hasAddress: hasAddress(cart), hasTimeslot: hasTimeslot(cart) },
      step,
      anonymous,
    );
  const signedIn = $session.get().loggedIn;
  let missing = lacks(signedIn, $cart.get());
  if (missing === 'login') {
    if (!(await requireLogin())) return false;
    // A guest's anonymous cart joined the shopper's at the login (the API's): ask for it again.
    missing = lacks(true, anonymous ? await reloadCart() : ($cart.get() ?? (await reloadCart())));
  } else if (missing && !$cart.get()) missing = lacks(signedIn, await reloadCart());
  return missing ? arrangeDelivery(missing === 'timeslot' ? 'timeslot' : 'address') : true;
}

/** Milliseconds between an address chosen by the shopper and the return to Home (spec §4). */
export const RETURN_HOME_DELAY_MS = 200;

/**
 * The shopper changes where the shopping goes (the cart drawer, the top bar): the address
 * dialog, then the slot if the new address has none; then Home, whose prices and products are
 * those of the new store (spec: shopping §4 "returns to Home after 200 ms").
 */
export async function changeAddress(): Promise<boolean> {
  if (deliveryLocks($cart.get(), location.pathname).address) return false;
  if (!(await arrangeDelivery('address'))) return false;
  setTimeout(() => location.assign('/'), RETURN_HOME_DELAY_MS);
  return true;
}

/** The shopper changes when; back to the cart drawer when that is where they asked from. */
export async function changeTimeslot(from?: 'cart'): Promise<boolean> {
  if (deliveryLocks($cart.get(), location.pathname).timeslot) return false;
  const done = await arrangeDelivery('timeslot');
  if (done && from === 'cart') openOverlay('cart');
  return done;
}

const core = () => ebsnCore();

/** The cart as the server has it now (spec §4 "After setting address, timeslot or store the cart is reloaded"). */
export async function reloadCart(): Promise<Cart> {
  return readCart(() => cartArea(core()).view());
}

export interface ChosenAddress {
  addressId: number;
  addressType?: string;
  addressTypeId?: number;
  deliveryServiceId?: number;
  facilitated?: boolean;
}

/** The three values that choose an address for a service (preview and select take the same). */
export function addressChoice(address: ChosenAddress, deliveryServiceId: number): AddressChoice {
  return {
    addressType: address.addressType ?? String(address.addressTypeId ?? ''),
    addressId: address.addressId,
    deliveryServiceId,
  };
}

/**
 * Puts an address on the cart for a service (`user-address/select`); a facilitated address
 * first gets class 999 (spec: account §2). Answers the cart as it now is.
 */
export async function selectAddress(
  address: ChosenAddress,
  deliveryServiceId: number,
): Promise<Cart> {
  if (address.facilitated) await accountModuleArea(core()).setAddressClass(address.addressId);
  return cartChanged(await addressArea(core()).select(addressChoice(address, deliveryServiceId)));
}

/**
 * Chooses a store of the picker's proximity list for pickup: spec account §7 "store-proximity/select
 * (store_id), followed by a cart reload" (the picker lists by store-proximity/list and localize).
 */
export async function selectStore(storeId: number): Promise<Cart> {
  await storeArea(core()).selectNearby(storeId);
  return reloadCart();
}

/** Sets the cart's slot: the day's dateIso and the slot's id (spec: shopping §4). */
export async function selectTimeslot(dateIso: string, timeslotId: number): Promise<Cart> {
  return cartChanged(await timeslotArea(core()).select(dateIso, timeslotId));
}
