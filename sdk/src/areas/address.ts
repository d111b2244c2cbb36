/** The shopper's addresses and delivery services (spec: shopping §4 address flow, account §7). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components } from '../generated/ebsn';
import { addressesSchema, addressSchema, cartSchema } from '../schemas';

export type AddressInput = components['schemas']['AddressInput'];

/** The three values that choose an address (preview and select take the same, as query). */
export interface AddressChoice {
  addressType: string;
  addressId: number;
  deliveryServiceId: number;
}

/** spec: shopping §9 "Proximity default distance 10000.0". */
export const DEFAULT_DISTANCE_M = 10000.0;

const choice = (c: AddressChoice) => ({
  address_type: c.addressType,
  address_id: c.addressId,
  delivery_service_id: c.deliveryServiceId,
});

export function addressArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  return {
    /** By address type, by delivery service, or by delivery service near a point. */
    byDeliveryService: (
      query:
        | { addressType: string }
        | { deliveryServiceId: number }
        | { deliveryServiceId: number; latitude: number; longitude: number; distance?: number },
    ) =>
      valid(
        GET('/user-address/delivery-service-list', {
          params: {
            query:
              'addressType' in query
                ? { address_type: query.addressType }
                : 'latitude' in query
                  ? {
                      delivery_service_id: query.deliveryServiceId,
                      latitude: query.latitude,
                      longitude: query.longitude,
                      distance: query.distance ?? DEFAULT_DISTANCE_M,
                    }
                  : { delivery_service_id: query.deliveryServiceId },
          },
        }),
        addressesSchema,
      ),
    preview: (c: AddressChoice) =>
      send(GET('/user-address/preview', { params: { query: choice(c) } })),
    select: (c: AddressChoice) =>
      valid(POST('/user-address/select', { params: { query: choice(c) } }), cartSchema),
    ofStore: (storeId: number) =>
      valid(
        GET('/user-address/list-store', { params: { query: { store_id: storeId } } }),
        addressesSchema,
      ),
    list: (addressType?: string, defaultDrive?: boolean) =>
      valid(
        GET('/user-address/list', {
          params: {
            query: defined({
              address_type: addressType,
              default_drive: defaultDrive,
            }),
          },
        }),
        addressesSchema,
      ),
    view: (addressId: number) =>
      valid(
        GET('/user-address/view', { params: { query: { address_id: addressId } } }),
        addressSchema,
      ),
    /** True when the service covers the address (account §7 "true if status 0"). */
    check: async (address: AddressInput) => {
      await send(POST('/user-address/check', { body: address }), { toasts: false });
      return true;
    },
    /** `told.fallback`: the caller's text for a refusal the server does not word (account §8). */
    update: (address: AddressInput, told?: Omit<UnwrapOptions, 'schema'>) =>
      valid(POST('/user-address/update', { body: address }), addressSchema, told),
    saveNew: (address: AddressInput) =>
      valid(POST('/eurospin-address-form/save-new-address', { body: address }), addressSchema),
    remove: (addressId: number) =>
      send(GET('/user-address/delete', { params: { query: { address_id: addressId } } })),
  };
}
