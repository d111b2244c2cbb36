/**
 * What /profile/addresses loads on the server with the shopper's session (spec: account §2
 * "addresses: the list, then addresses/manage/{addressId?}", §7 store/list and
 * user-address/delivery-service-list): the services as the dialog's tabs, each with its
 * addresses, the address on the cart, whether the shopper may ask for facilitated delivery, and —
 * on /manage — the address the modal opens with. A service whose addresses could not be loaded
 * says so in its place; the others still show.
 */
import type { EbsnClient } from '@sporta/sdk';
import { type KnownPlaces, places } from '../addresses/address-lookups';
import { type Address, addressList, offeredServices } from '../addresses/addresses';
import { holdsFacilitatedConsent, SERVICE } from '../delivery-state';
import { type BookGroup, bookRowOf } from './address-book';
import { manageAddress } from './address-manage.server';

export interface AddressBookPage {
  /** undefined: the services could not be loaded. */
  groups: BookGroup[] | undefined;
  /** The address the shopper chose for the cart, and its service: that row is pressed. */
  current: { addressId: number; deliveryServiceId: number } | undefined;
  facilitatedAllowed: boolean;
  /** The modal open at load: { address } to change one, {} for a new one. */
  managing?: { address?: Address; knownPlaces?: KnownPlaces };
}

/**
 * The form's lookups for the modal open at load, done here: the page then makes no request of
 * its own before the shopper acts (the account pages' JavaScript budget: the first request
 * downloads the shell's notices). Failed, the form asks them itself.
 */
async function knownPlaces(ebsn: EbsnClient, province: string): Promise<KnownPlaces | undefined> {
  try {
    const [provinceList, townList] = await Promise.all([
      ebsn.geo.provinces(),
      province ? ebsn.geo.cities(province) : [],
    ]);
    return { provinces: places(provinceList), province, towns: places(townList) };
  } catch {
    return undefined;
  }
}

export async function loadAddressBook(
  ebsn: EbsnClient,
  manage: { id: string | undefined } | undefined,
): Promise<AddressBookPage | 'missing'> {
  const [managed, services, cart] = await Promise.all([
    manage ? manageAddress(ebsn, manage.id) : undefined,
    ebsn.store
      .list()
      .then((answer) => offeredServices(answer as Parameters<typeof offeredServices>[0]))
      .catch((error: unknown) => {
        console.warn('[address-book] store/list unavailable', error);
        return undefined;
      }),
    ebsn.cart.view().catch(() => undefined),
  ]);
  if (managed === 'missing') return 'missing';
  const known = managed && (await knownPlaces(ebsn, managed.address?.province ?? ''));
  const groups =
    services &&
    (await Promise.all(
      services.map(async (service) => {
        const home = service.deliveryServiceId === SERVICE.homeDelivery;
        try {
          const answer = await ebsn.address.byDeliveryService({
            deliveryServiceId: service.deliveryServiceId,
          });
          return { service, home, rows: addressList(answer).map(bookRowOf) };
        } catch {
          return { service, home, rows: [], failed: true as const };
        }
      }),
    ));
  const shipping = cart?.shippingAddress;
  return {
    groups,
    current:
      shipping?.addressId !== undefined &&
      shipping.deliveryServiceId !== undefined &&
      !shipping.autoAssigned
        ? { addressId: shipping.addressId, deliveryServiceId: shipping.deliveryServiceId }
        : undefined,
    facilitatedAllowed: holdsFacilitatedConsent(cart),
    ...(managed
      ? {
          managing: {
            ...(managed.address ? { address: managed.address } : {}),
            ...(known ? { knownPlaces: known } : {}),
          },
        }
      : {}),
  };
}
