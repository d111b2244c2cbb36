/**
 * Which warehouse delivers where (spec: shopping §5 "Address not covered by service", §9
 * "address search limited to Lombardy"): a home address is covered when a warehouse's delivery
 * radius reaches it; towns are located with the Lombardy lookup data.
 */
import type { Database } from '../database.ts';
import { distanceM, townByName } from './geo-data.ts';

export interface WarehouseRow {
  warehouse_id: number;
  name: string;
  slug: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  home_radius_m: number;
}

export function warehouses(db: Database): WarehouseRow[] {
  return db.all<WarehouseRow>('SELECT * FROM warehouses ORDER BY warehouse_id');
}

/** The point of an address: its own coordinates, or the centre of its town (Lombardy only). */
export function locate(
  city: string | undefined,
  province: string | undefined,
  latitude?: number,
  longitude?: number,
) {
  if (latitude !== undefined && longitude !== undefined) return { latitude, longitude };
  const town = city ? townByName(city, province) : undefined;
  return town ? { latitude: town.latitude, longitude: town.longitude } : undefined;
}

/** The nearest warehouse whose home-delivery radius reaches the point. */
export function coveringWarehouse(
  db: Database,
  latitude: number,
  longitude: number,
): (WarehouseRow & { distance: number }) | undefined {
  return warehouses(db)
    .map((w) => ({
      ...w,
      distance: Math.round(distanceM(latitude, longitude, w.latitude, w.longitude)),
    }))
    .filter((w) => w.home_radius_m > 0 && w.distance <= w.home_radius_m)
    .sort((a, b) => a.distance - b.distance)[0];
}
