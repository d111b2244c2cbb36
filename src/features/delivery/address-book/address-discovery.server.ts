/**
 * /address-discovery (spec: account §2 "the user types an address and sees which services
 * cover it"; shopping §7 warehouse/find-by-coordinates, delivery-service-list by coordinates):
 * the guest chooses a Lombardy province and town (and may type the street); the server finds
 * the point, whether home delivery reaches it, the pickup points and lockers within the default
 * distance, and the nearest stores. A GET form: it works without JavaScript, and a result can be
 * shared as a link.
 */
import { DEFAULT_DISTANCE_M, type EbsnClient, EbsnError } from '@sporta/sdk';
import { addressList } from '../addresses/addresses';
import { LOCKER_SERVICES, SERVICE } from '../delivery-state';
import type { Store } from '../stores/stores';

export interface DiscoveryQuery {
  province: string;
  city: string;
  street: string;
}

const field = (url: URL, name: string, max: number) =>
  (url.searchParams.get(name) ?? '').trim().slice(0, max);

export function discoveryQuery(url: URL): DiscoveryQuery {
  return {
    province: field(url, 'province', 4).toUpperCase(),
    city: field(url, 'city', 60),
    street: field(url, 'street', 80),
  };
}

export interface Place {
  name: string;
  code: string;
  latitude?: number;
  longitude?: number;
}

export interface ServiceCoverage {
  deliveryServiceId: number;
  /** Home delivery: reached or not; pickup and lockers: how many within the distance. */
  available: boolean;
  count?: number;
}

export type DiscoveryResult =
  | { kind: 'covered'; town: string; services: ServiceCoverage[]; stores: Store[] }
  | { kind: 'notCovered'; town: string; stores: Store[] }
  | { kind: 'unknownTown'; town: string };

export interface Discovery {
  query: DiscoveryQuery;
  provinces: Place[];
  towns: Place[];
  result?: DiscoveryResult;
  /** The shop's services did not answer: the page says so, the form stays. */
  failed: boolean;
}

const places = (answer: unknown): Place[] =>
  Array.isArray(answer)
    ? answer.flatMap((entry) => {
        const item = (entry ?? {}) as Record<string, unknown>;
        if (typeof item.name !== 'string') return [];
        const place: Place = {
          name: item.name,
          code: typeof item.code === 'string' ? item.code : '',
        };
        if (typeof item.latitude === 'number') place.latitude = item.latitude;
        if (typeof item.longitude === 'number') place.longitude = item.longitude;
        return [place];
      })
    : [];

const NEAREST_STORES = 3;

async function countNear(
  ebsn: EbsnClient,
  deliveryServiceId: number,
  point: { latitude: number; longitude: number },
): Promise<number> {
  const answer = await ebsn.address.byDeliveryService({
    deliveryServiceId,
    ...point,
    distance: DEFAULT_DISTANCE_M,
  });
  return addressList(answer).length;
}

/** Refused by the shop with an envelope: not covered. Anything else is a failure. */
const refused = (error: unknown) => error instanceof EbsnError && error.httpStatus === 200;

export async function discover(ebsn: EbsnClient, query: DiscoveryQuery): Promise<Discovery> {
  const discovery: Discovery = { query, provinces: [], towns: [], failed: false };
  try {
    discovery.provinces = places(await ebsn.geo.provinces());
    if (query.province) discovery.towns = places(await ebsn.geo.cities(query.province));
  } catch {
    discovery.failed = true;
    return discovery;
  }
  if (!query.city) return discovery;
  const town = discovery.towns.find(
    (place) => place.name.toLocaleLowerCase('it') === query.city.toLocaleLowerCase('it'),
  );
  if (!town || town.latitude === undefined || town.longitude === undefined) {
    discovery.result = { kind: 'unknownTown', town: query.city };
    return discovery;
  }
  const point = { latitude: town.latitude, longitude: town.longitude };
  try {
    const storesAnswer = (await ebsn.store.near(point.latitude, point.longitude, [
      SERVICE.storePickup,
    ])) as { stores?: Store[] };
    const stores = (storesAnswer?.stores ?? []).slice(0, NEAREST_STORES);
    let homeDelivery = false;
    try {
      const found = (await ebsn.warehouse.findByCoordinates(point.latitude, point.longitude)) as {
        homeDelivery?: boolean;
      };
      homeDelivery = found?.homeDelivery === true;
    } catch (error) {
      if (!refused(error)) throw error;
    }
    const pickupIds = [SERVICE.storePickup, ...LOCKER_SERVICES];
    const counts = await Promise.all(pickupIds.map((id) => countNear(ebsn, id, point)));
    const services: ServiceCoverage[] = [
      { deliveryServiceId: SERVICE.homeDelivery, available: homeDelivery },
      ...pickupIds.map((id, index) => ({
        deliveryServiceId: id,
        available: (counts[index] ?? 0) > 0,
        count: counts[index] ?? 0,
      })),
    ];
    discovery.result = services.some((service) => service.available)
      ? { kind: 'covered', town: town.name, services, stores }
      : { kind: 'notCovered', town: town.name, stores };
  } catch {
    discovery.failed = true;
  }
  return discovery;
}
