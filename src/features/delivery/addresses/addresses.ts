/**
 * The address selector's data (spec: account §2 "Address selector", §7 "Stores, addresses,
 * timeslots", §8 address delete): the services offered as tabs, the addresses of a service, the
 * search over them, and saving, checking and deleting a home address.
 */
import { hasFacilitatedClass } from '@sporta/rules';
import { type AddressInput, addressArea, type components, EbsnError, storeArea } from '@sporta/sdk';
import { done, type Outcome, refused, refusedWith } from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { ADDRESS_TYPE, LOCKER_SERVICES, SERVICE } from '../delivery-state';

export type Address = components['schemas']['Address'];
export type { AddressInput };

export interface ServiceTab {
  deliveryServiceId: number;
  name: string;
  descr: string;
  iconSrc: string;
}

/** Home delivery first, then store pickup, the helpers' service and the lockers. */
const SERVICE_ORDER: readonly number[] = [
  SERVICE.homeDelivery,
  SERVICE.storePickup,
  SERVICE.shoppingHelper,
  SERVICE.lockerCarate,
  SERVICE.locker,
];

export function serviceIcon(serviceId: number): string {
  if (LOCKER_SERVICES.includes(serviceId)) return '/images/services/locker.svg';
  if (serviceId === SERVICE.storePickup) return '/images/services/store.svg';
  if (serviceId === SERVICE.shoppingHelper) return '/images/services/helper.svg';
  return '/images/services/home.svg';
}

interface StoreAnswer {
  stores?: { deliveryServices?: components['schemas']['DeliveryService'][] }[];
}

/** The chain's services with a tab (`showTab`), each once, in the shop's order (pure). */
export function offeredServices(answer: StoreAnswer): ServiceTab[] {
  const found = new Map<number, ServiceTab>();
  for (const store of answer.stores ?? []) {
    for (const service of store.deliveryServices ?? []) {
      const id = service.deliveryServiceId;
      if (id === undefined || service.showTab === false || found.has(id)) continue;
      found.set(id, {
        deliveryServiceId: id,
        name: service.name ?? '',
        descr: service.descr ?? '',
        iconSrc: serviceIcon(id),
      });
    }
  }
  const rank = (id: number) => {
    const at = SERVICE_ORDER.indexOf(id);
    return at < 0 ? SERVICE_ORDER.length + id : at;
  };
  return [...found.values()].sort((a, b) => rank(a.deliveryServiceId) - rank(b.deliveryServiceId));
}

let services: Promise<ServiceTab[]> | undefined;

/** The services of the chain (asked once per page). */
export function loadServices(): Promise<ServiceTab[]> {
  services ??= storeArea(ebsnCore())
    .list()
    .then((answer) => offeredServices(answer as StoreAnswer))
    .catch((error: unknown) => {
      services = undefined;
      throw error;
    });
  return services;
}

/** The addresses of an answer: `data.addresses` or `data` itself (spec: shopping §7). */
export function addressList(answer: { addresses?: unknown } | unknown[]): Address[] {
  const list = Array.isArray(answer) ? answer : answer.addresses;
  return Array.isArray(list) ? (list as Address[]) : [];
}

/** The addresses offered for a service: the shopper's own for home, the shop's otherwise. */
export async function loadAddresses(deliveryServiceId: number): Promise<Address[]> {
  return addressList(await addressArea(ebsnCore()).byDeliveryService({ deliveryServiceId }));
}

/** 'Via Italia 20, 20900 Monza (MB)' */
export function addressText(address: Address): string {
  const street = [address.address1, address.addressNumber].filter(Boolean).join(' ');
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  const place = address.province ? `${town} (${address.province})` : town;
  return [street, place].filter(Boolean).join(', ');
}

/** The search box: every word in the name, the street or the city, in any case (spec §2). */
export function matchesSearch(address: Address, typed: string): boolean {
  const haystack = [address.addressName, address.address1, address.city]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase('it');
  return typed
    .toLocaleLowerCase('it')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export type AddressKind = 'home' | 'store' | 'locker';

export function addressKind(address: Address): AddressKind {
  if (address.addressTypeId === ADDRESS_TYPE.locker) return 'locker';
  if (address.addressTypeId === ADDRESS_TYPE.store) return 'store';
  return 'home';
}

/** A facilitated-delivery address: marked by the API, or of class 999 (spec: account §2, §9). */
export function isFacilitated(address: Address): boolean {
  return address.facilitated === true || hasFacilitatedClass(address.addressClass);
}

/**
 * Deletes a home address: done, or refused with why not (spec: account §8: a server error
 * code containing 'error' becomes the delete-refusal text; so does a failure without the shop's
 * words, which says only the generic text).
 */
export async function removeAddress(addressId: number): Promise<Outcome<void>> {
  try {
    await addressArea(ebsnCore()).remove(addressId);
    return done(undefined);
  } catch (error) {
    const refusal = refusedWith(error, 'errors.addressDelete');
    const code = error instanceof EbsnError ? error.codes[refusal.text] : undefined;
    const said = refusal.key !== 'errors.generic' && !/error/i.test(code ?? '');
    return said ? refusal : refused('errors.addressDelete');
  }
}

/** Whether the service covers the address (`user-address/check`, true on status 0). */
export async function isCovered(address: AddressInput): Promise<boolean> {
  try {
    return await addressArea(ebsnCore()).check(address);
  } catch (error) {
    // The server answered with a refusal (an envelope in HTTP 200): not covered. Anything else
    // (no answer, HTTP 5xx, an expired session) is a failure, not an answer about coverage.
    if (error instanceof EbsnError && error.httpStatus === 200) return false;
    throw error;
  }
}

/**
 * Saves a new home address or the changes to one; answers the saved address. A change the server
 * refuses without words is said as errors.errorUpdatingAddress (spec: account §8 "address update
 * failure gives a delivery-notify error toast").
 */
export async function saveAddress(address: AddressInput): Promise<Address> {
  const api = addressArea(ebsnCore());
  return (await (address.addressId
    ? api.update(address, { fallback: 'errors.errorUpdatingAddress' })
    : api.saveNew(address))) as Address;
}
