/**
 * The store actions of /profile/addresses (spec: account §2, §7 user-address/*, §8 address
 * delete): loaded with the shopper's first press, so the page's JavaScript carries no SDK call
 * until then. Each answers one shape (platform/results/outcome.ts).
 */
import { attempt, done, type Outcome, refused } from '../../../platform/results/outcome';
import { type Address, isFacilitated, loadAddresses } from '../addresses/addresses';
import { selectAddress } from '../delivery';
import { SERVICE } from '../delivery-state';
import { type BookRow, bookRowOf } from './address-book';

export { removeAddress } from '../addresses/addresses';

/** The shopper's home addresses again, after a save or a delete: the list updates in place. */
export function reloadHomeRows(): Promise<Outcome<BookRow[]>> {
  return attempt(
    async () => (await loadAddresses(SERVICE.homeDelivery)).map(bookRowOf),
    'delivery.address.loadError',
  );
}

/** Puts the address on the cart for the service, as the dialog's row does (a facilitated one gets class 999 first). */
export async function chooseForCart(
  address: Address,
  deliveryServiceId: number,
): Promise<Outcome<void>> {
  try {
    await selectAddress({ ...address, facilitated: isFacilitated(address) }, deliveryServiceId);
    return done(undefined);
  } catch {
    return refused('errors.errorSettingAddress');
  }
}
