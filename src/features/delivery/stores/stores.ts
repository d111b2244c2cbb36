/**
 * The store and locker picker's data (spec: account §7 "store-proximity/list (services
 * comma-joined)", "localize (latitude, longitude, services)", "store/view (store_id)",
 * "user-address/list-store"): the stores offering a service, nearest first once the shopper's
 * position is known, a store's detail, and a store's lockers.
 */
import { addressArea, type components, storeArea } from '@sporta/sdk';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { type Address, addressList } from '../addresses/addresses';
import { ADDRESS_TYPE, LOCKER_SERVICES, SERVICE } from '../delivery-state';

export interface Store {
  storeId: number;
  name: string;
  address?: {
    address1?: string;
    addressNumber?: string;
    city?: string;
    province?: string;
    postalCode?: string;
  };
  phone?: string;
  /** Metres from the shopper's position, when it was given. */
  distance?: number;
  deliveryServices?: components['schemas']['DeliveryService'][];
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The services to look for: store pickup, or the locker service asked for (spec §9). */
export function servicesFor(deliveryServiceId: number): number[] {
  return LOCKER_SERVICES.includes(deliveryServiceId) ? [deliveryServiceId] : [SERVICE.storePickup];
}

const storesOf = (answer: unknown): Store[] => {
  const list = (answer as { stores?: unknown } | null)?.stores;
  return Array.isArray(list)
    ? (list as Store[]).filter((store) => typeof store?.storeId === 'number')
    : [];
};

/** The stores offering the service; nearest first when the position is given. */
export async function loadStores(deliveryServiceId: number, near?: Position): Promise<Store[]> {
  const api = storeArea(ebsnCore());
  const services = servicesFor(deliveryServiceId);
  return storesOf(
    await (near ? api.near(near.latitude, near.longitude, services) : api.nearby(services)),
  );
}

/** A store's detail (`store/view`); undefined when the API cannot tell it (the list's data stays). */
export async function loadStoreDetail(storeId: number): Promise<Store | undefined> {
  try {
    const answer = (await storeArea(ebsnCore()).view(storeId)) as Store | null;
    return typeof answer?.storeId === 'number' ? answer : undefined;
  } catch {
    return undefined;
  }
}

/** A store's lockers for the service (address type 5). */
export async function loadLockers(storeId: number, deliveryServiceId: number): Promise<Address[]> {
  return addressList(await addressArea(ebsnCore()).ofStore(storeId)).filter(
    (address) =>
      address.addressTypeId === ADDRESS_TYPE.locker &&
      (address.deliveryServiceId === undefined || address.deliveryServiceId === deliveryServiceId),
  );
}

/** 'Via Lorenteggio 251, 20152 Milano (MI)' */
export function storeAddressText(store: Store): string {
  const a = store.address;
  if (!a) return '';
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const town = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [street, a.province ? `${town} (${a.province})` : town].filter(Boolean).join(', ');
}

/** The browser's position, asked only when the shopper presses the button. */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('no geolocation'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { maximumAge: 300_000, timeout: 15_000 },
    );
  });
}
