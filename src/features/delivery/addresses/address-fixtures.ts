/**
 * The addresses the delivery tests share (the address book's and the selector's), so each test
 * file starts from the same shopper's home instead of writing it again. Test-only.
 */
import type { Address } from './addresses';

/** Giulia's home in Monza, as `user-address/list` answers it. */
export const homeAddress: Address = {
  addressId: 310,
  addressName: 'Casa',
  address1: 'Via Italia',
  addressNumber: '20',
  postalCode: '20900',
  city: 'Monza',
  province: 'MB',
  addressTypeId: 2,
};

/** The same home with another type (3 store, 5 locker) or marked facilitated (class 999). */
export function addressLike(changes: Partial<Address>): Address {
  return { ...homeAddress, ...changes };
}

/** The home of facilitated delivery: class 999 (spec: account §2, §9). */
export const facilitatedHome: Address = addressLike({
  addressClass: [{ addressClassId: 999 }],
});
